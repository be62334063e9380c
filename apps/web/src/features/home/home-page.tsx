import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../components/ui/page-title'
import { FeaturedJobsSection } from './featured-jobs-section'
import { FeaturesSection } from './features-section'
import { HelperSection } from './helper-section'
import { HeroSection } from './hero-section'
import { HowItWorksSection } from './how-it-works-section'
import { PricingSection } from './pricing-section'
import { TestimonialsSection } from './testimonials-section'
import { ToolsSection } from './tools-section'

export function HomePage() {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle title={t('Hire a domestic helper in Hong Kong')} />
      <HeroSection />
      <FeaturesSection />
      <ToolsSection />
      <PricingSection />
      <HowItWorksSection />
      <FeaturedJobsSection />
      <HelperSection />
      <TestimonialsSection />
    </>
  )
}
