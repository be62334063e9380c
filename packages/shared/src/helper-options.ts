// The enumerations of docs/spec/marketplace.md §3, as stored and sent on the wire. Labels for people come
// from `HELPER_OPTION_LABELS` (catalog keys), so the values never change with the language.
import { tk } from './i18n-keys'

export const NATIONALITIES = [
  'Filipino',
  'Indonesian',
  'Thai',
  'Indian',
  'Nepali',
  'Chinese',
  'SriLankan',
  'Bangladeshi',
  'Vietnamese',
  'Cambodian',
] as const

export const MAIN_SKILLS = [
  'Baby Care',
  'Child Care',
  'Teen Care',
  'Elderly care',
  'Pet Care',
  'Housework',
  'Cooking',
  'Grocery Run',
  'Tutoring',
  'Driving',
] as const

export const OTHER_SKILLS = [
  'Caregiver',
  'First Aid',
  'Baking',
  'Car Cleaning',
  'Gardening',
  'Swimming',
  'Computer',
  'Driving Licence',
  'Handyman',
  'Sewing',
  'Nutrition Savvy',
  'Pet Grooming',
  'Pet Training',
  'Tutoring',
  'Household Management',
  'Child Psychology',
  'Newborn Care',
  'Nursery Care',
  'Household Inventory',
  'Household Budgeting',
] as const

export const PERSONALITY_TRAITS = [
  'Attentive Listener',
  'Diligent',
  'Sincere',
  'Independent',
  'Proactive',
  'Loves Children',
  'Cooking Enthusiast',
  'Faithful',
  'Patient',
  'Animal Lover',
  'Dependable',
  'Resilient',
  'Eager to Learn',
  'Works Alone',
] as const

export const COOKING_SKILLS = [
  'Middle East',
  'Asian',
  'Chinese',
  'Pork Cook',
  'Vegan',
  'Lacto-Vegetarian',
  'Western',
  'French',
  'Indian',
  'Italian',
  'Japanese',
  'Thai',
  'Singaporean',
] as const

export const SPOKEN_LANGUAGES = [
  'English',
  'Cantonese',
  'Mandarin',
  'Filipino (Tagalog)',
  'Indonesian',
  'Thai',
  'Hindi',
  'Nepali',
  'Urdu',
  'Arabic',
] as const

export const CONTRACT_STATUSES = [
  'Finished Contract',
  'Terminated (Relocation / Financial)',
  'Terminated (Other)',
  'Break Contract',
  'Currently Employed',
] as const

export const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export const ACCOMMODATIONS = [
  'Live Out',
  'Live In - Separate room',
  'Live In - Share room',
  'Live In',
  'Flexible',
] as const

export const PROFILE_TYPES = ['Helper', 'Driver', 'Both'] as const

export const HOROSCOPES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const

export const JOB_SEEKING_STATUSES = ['Jobseeking', 'Found Job'] as const

export const EDUCATION_LEVELS = [
  'High School',
  'Associate Degree',
  'Bachelor Degree',
  'Master Degree',
  'Other',
] as const

/** The profile form excludes NoPreference (docs/spec/marketplace.md §3). */
export const RELIGIONS = [
  'Catholic',
  'Christian',
  'Muslim',
  'Buddhist',
  'Hindu',
  'Sikh',
  'Jewish',
  'Atheist',
  'Other',
] as const

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Separated', 'Widowed'] as const

export const GENDERS = ['Male', 'Female'] as const

/** Selection caps of docs/spec/marketplace.md §5 and §9. */
export const SELECTION_CAPS = {
  main_skills: 10,
  cooking_skills: 9,
  other_skills: 11,
  personality_traits: 8,
  languages: 6,
} as const

/** The minimum-experience filter options (docs/spec/marketplace.md §9). */
export const MIN_EXPERIENCE_OPTIONS = [1, 2, 3, 5, 7] as const

type Labels<T extends readonly string[]> = Record<T[number], string>

// Labels shown to people, as catalog keys. A word that means different things in different lists
// ("Thai" the nationality, the language, the cuisine) gets a key with its context in brackets;
// its English catalog entry drops the brackets.
export const NATIONALITY_LABELS: Labels<typeof NATIONALITIES> = {
  Filipino: tk('Filipino'),
  Indonesian: tk('Indonesian'),
  Thai: tk('Thai'),
  Indian: tk('Indian'),
  Nepali: tk('Nepali'),
  Chinese: tk('Chinese'),
  SriLankan: tk('Sri Lankan'),
  Bangladeshi: tk('Bangladeshi'),
  Vietnamese: tk('Vietnamese'),
  Cambodian: tk('Cambodian'),
}

export const SKILL_LABELS: Labels<typeof MAIN_SKILLS> & Labels<typeof OTHER_SKILLS> = {
  'Baby Care': tk('Baby Care'),
  'Child Care': tk('Child Care'),
  'Teen Care': tk('Teen Care'),
  // The spec's value is 'Elderly care'; the label matches its neighbours' casing.
  'Elderly care': tk('Elderly Care'),
  'Pet Care': tk('Pet Care'),
  Housework: tk('Housework'),
  Cooking: tk('Cooking'),
  'Grocery Run': tk('Grocery Run'),
  Tutoring: tk('Tutoring'),
  Driving: tk('Driving'),
  Caregiver: tk('Caregiver'),
  'First Aid': tk('First Aid'),
  Baking: tk('Baking'),
  'Car Cleaning': tk('Car Cleaning'),
  Gardening: tk('Gardening'),
  Swimming: tk('Swimming'),
  Computer: tk('Computer'),
  'Driving Licence': tk('Driving Licence'),
  Handyman: tk('Handyman'),
  Sewing: tk('Sewing'),
  'Nutrition Savvy': tk('Nutrition Savvy'),
  'Pet Grooming': tk('Pet Grooming'),
  'Pet Training': tk('Pet Training'),
  'Household Management': tk('Household Management'),
  'Child Psychology': tk('Child Psychology'),
  'Newborn Care': tk('Newborn Care'),
  'Nursery Care': tk('Nursery Care'),
  'Household Inventory': tk('Household Inventory'),
  'Household Budgeting': tk('Household Budgeting'),
}

export const TRAIT_LABELS: Labels<typeof PERSONALITY_TRAITS> = {
  'Attentive Listener': tk('Attentive Listener'),
  Diligent: tk('Diligent'),
  Sincere: tk('Sincere'),
  Independent: tk('Independent'),
  Proactive: tk('Proactive'),
  'Loves Children': tk('Loves Children'),
  'Cooking Enthusiast': tk('Cooking Enthusiast'),
  Faithful: tk('Faithful'),
  Patient: tk('Patient'),
  'Animal Lover': tk('Animal Lover'),
  Dependable: tk('Dependable'),
  Resilient: tk('Resilient'),
  'Eager to Learn': tk('Eager to Learn'),
  'Works Alone': tk('Works Alone'),
}

export const COOKING_LABELS: Labels<typeof COOKING_SKILLS> = {
  'Middle East': tk('Middle East'),
  Asian: tk('Asian'),
  Chinese: tk('Chinese (cuisine)'),
  'Pork Cook': tk('Pork Cook'),
  Vegan: tk('Vegan'),
  'Lacto-Vegetarian': tk('Lacto-Vegetarian'),
  Western: tk('Western'),
  French: tk('French'),
  Indian: tk('Indian (cuisine)'),
  Italian: tk('Italian'),
  Japanese: tk('Japanese'),
  Thai: tk('Thai (cuisine)'),
  Singaporean: tk('Singaporean'),
}

export const LANGUAGE_LABELS: Labels<typeof SPOKEN_LANGUAGES> = {
  English: tk('English'),
  Cantonese: tk('Cantonese'),
  Mandarin: tk('Mandarin'),
  'Filipino (Tagalog)': tk('Filipino (Tagalog)'),
  Indonesian: tk('Indonesian (language)'),
  Thai: tk('Thai (language)'),
  Hindi: tk('Hindi'),
  Nepali: tk('Nepali (language)'),
  Urdu: tk('Urdu'),
  Arabic: tk('Arabic'),
}

export const CONTRACT_STATUS_LABELS: Labels<typeof CONTRACT_STATUSES> = {
  'Finished Contract': tk('Finished Contract'),
  'Terminated (Relocation / Financial)': tk('Terminated (Relocation / Financial)'),
  'Terminated (Other)': tk('Terminated (Other)'),
  'Break Contract': tk('Break Contract'),
  'Currently Employed': tk('Currently Employed'),
}

export const DAY_LABELS: Labels<typeof DAYS> = {
  Monday: tk('Monday'),
  Tuesday: tk('Tuesday'),
  Wednesday: tk('Wednesday'),
  Thursday: tk('Thursday'),
  Friday: tk('Friday'),
  Saturday: tk('Saturday'),
  Sunday: tk('Sunday'),
}

export const ACCOMMODATION_LABELS: Labels<typeof ACCOMMODATIONS> = {
  'Live Out': tk('Live Out'),
  'Live In - Separate room': tk('Live In - Separate room'),
  'Live In - Share room': tk('Live In - Share room'),
  'Live In': tk('Live In'),
  Flexible: tk('Flexible'),
}

export const PROFILE_TYPE_LABELS: Labels<typeof PROFILE_TYPES> = {
  Helper: tk('Helper'),
  Driver: tk('Driver'),
  Both: tk('Helper and driver'),
}

export const HOROSCOPE_LABELS: Labels<typeof HOROSCOPES> = {
  Aries: tk('Aries'),
  Taurus: tk('Taurus'),
  Gemini: tk('Gemini'),
  Cancer: tk('Cancer'),
  Leo: tk('Leo'),
  Virgo: tk('Virgo'),
  Libra: tk('Libra'),
  Scorpio: tk('Scorpio'),
  Sagittarius: tk('Sagittarius'),
  Capricorn: tk('Capricorn'),
  Aquarius: tk('Aquarius'),
  Pisces: tk('Pisces'),
}

export const JOB_SEEKING_LABELS: Labels<typeof JOB_SEEKING_STATUSES> = {
  Jobseeking: tk('Looking for a job'),
  'Found Job': tk('Found a job'),
}

export const EDUCATION_LEVEL_LABELS: Labels<typeof EDUCATION_LEVELS> = {
  'High School': tk('High School'),
  'Associate Degree': tk('Associate Degree'),
  'Bachelor Degree': tk('Bachelor Degree'),
  'Master Degree': tk('Master Degree'),
  Other: tk('Other'),
}

export const RELIGION_LABELS: Labels<typeof RELIGIONS> = {
  Catholic: tk('Catholic'),
  Christian: tk('Christian'),
  Muslim: tk('Muslim'),
  Buddhist: tk('Buddhist'),
  Hindu: tk('Hindu'),
  Sikh: tk('Sikh'),
  Jewish: tk('Jewish'),
  Atheist: tk('Atheist'),
  Other: tk('Other'),
}

export const MARITAL_STATUS_LABELS: Labels<typeof MARITAL_STATUSES> = {
  Single: tk('Single'),
  Married: tk('Married'),
  Divorced: tk('Divorced'),
  Separated: tk('Separated'),
  Widowed: tk('Widowed'),
}

export const GENDER_LABELS: Labels<typeof GENDERS> = {
  Male: tk('Male'),
  Female: tk('Female'),
}
