import { createAvatar } from '@dicebear/core'
import { avataaars } from '@dicebear/collection'
import sharp from 'sharp'

/** A drawn portrait for a demo profile (never a real person's photo), as photo and thumbnail. */
export async function avatar(seed: string, female: boolean, hijab: boolean) {
  const svg = createAvatar(avataaars, {
    seed,
    top: hijab
      ? ['hijab']
      : female
        ? [
            'bob',
            'bun',
            'curvy',
            'longButNotTooLong',
            'miaWallace',
            'straight01',
            'straight02',
            'straightAndStrand',
            'bigHair',
          ]
        : [
            'shortFlat',
            'shortRound',
            'shortWaved',
            'theCaesar',
            'theCaesarAndSidePart',
            'sides',
            'shortCurly',
          ],
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy'],
    eyebrows: ['defaultNatural', 'default', 'raisedExcitedNatural'],
    skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a'],
    hairColor: ['2c1b18', '4a312c', '724133'],
    clothing: [
      'shirtCrewNeck',
      'shirtScoopNeck',
      'shirtVNeck',
      'collarAndSweater',
      'blazerAndShirt',
    ],
    facialHairProbability: female ? 0 : 20,
    accessoriesProbability: 0,
    backgroundColor: ['fde68a', 'bfdbfe', 'fecaca', 'd9f99d', 'e9d5ff', 'fed7aa'],
  }).toString()
  const image = sharp(Buffer.from(svg))
  return {
    photo: await image.clone().resize(600, 600).webp({ quality: 82 }).toBuffer(),
    thumbnail: await image.clone().resize(320, 320).webp({ quality: 78 }).toBuffer(),
  }
}
