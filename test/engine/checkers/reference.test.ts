import { describe, expect, it } from 'vitest';
import { checkReference } from '../../../server/engine/checkers/reference.js';

type Case = { given: string; want: 'true' | 'false' | 'uncertain' };

describe('checkReference', () => {
  const cases: Case[] = [
    { given: 'The French capital is Paris', want: 'true' },
    { given: 'Lyon is the French capital', want: 'false' },
    { given: 'The Dominican capital is Santo Domingo', want: 'uncertain' },
    { given: 'The yen is Japan\'s currency', want: 'true' },
    { given: 'Kenya is located on the Asian continent', want: 'false' },
    { given: 'Iron belongs to the halogen group', want: 'false' },
    { given: 'The capital of France is Paris', want: 'true' },
    { given: 'Paris is the capital of France', want: 'true' },
    { given: "France's capital is Paris", want: 'true' },
    { given: 'The capital of Australia is Sydney', want: 'false' },
    { given: 'The capital of Turkey is not Istanbul', want: 'true' },
    { given: 'Brasilia is the capital of Brazil', want: 'true' },
    { given: 'The capital city of the United Kingdom is London', want: 'true' },
    { given: 'The capital of the USA is Washington D.C.', want: 'true' },
    { given: 'The capital of the United States is Washington, D.C.', want: 'true' },
    { given: 'The capital of Bolivia is La Paz', want: 'uncertain' },
    { given: 'Jerusalem is the capital of Israel', want: 'uncertain' },
    { given: 'Washington is the capital of the United States', want: 'true' },
    { given: 'The capital of Georgia is Atlanta', want: 'uncertain' },
    { given: 'Japan is in Asia', want: 'true' },
    { given: 'Mexico is in Central America', want: 'false' },
    { given: 'Panama is in Central America', want: 'true' },
    { given: 'Kenya is in South America', want: 'false' },
    { given: 'Poland is an Asian country', want: 'false' },
    { given: 'Mexico is in North America', want: 'true' },
    { given: 'Russia is in Europe', want: 'true' },
    { given: 'Russia is in Asia', want: 'uncertain' },
    { given: 'Russia is in Africa', want: 'false' },
    { given: 'The currency of Japan is the yen', want: 'true' },
    { given: 'The currency of Japan is the Japanese yen', want: 'true' },
    { given: 'The currency of the United States is the US dollar', want: 'true' },
    { given: 'The currency of the United States is the Canadian dollar', want: 'false' },
    { given: 'Sweden uses the euro as its currency', want: 'false' },
    { given: 'Germany uses the euro', want: 'true' },
    { given: 'The official currency of Poland is the złoty', want: 'true' },
    { given: 'Vietnam uses the dong', want: 'true' },
    { given: 'Germany uses the metric system', want: 'uncertain' },
    { given: 'The official language of Brazil is Portuguese', want: 'true' },
    { given: 'Spanish is an official language of Brazil', want: 'false' },
    { given: 'France borders Spain', want: 'true' },
    { given: 'France borders Portugal', want: 'false' },
    { given: 'Switzerland is landlocked', want: 'true' },
    { given: 'The chemical symbol for gold is Au', want: 'true' },
    { given: 'The chemical symbol for silver is Au', want: 'false' },
    { given: 'Fe is the symbol for iron', want: 'true' },
    { given: 'The symbol for iron is FE', want: 'uncertain' },
    { given: 'The atomic number of carbon is 6', want: 'true' },
    { given: 'The atomic number of sulfur is sixteen', want: 'true' },
    { given: 'The atomic number of sulphur is 16', want: 'true' },
    { given: 'Aluminum has atomic number 13', want: 'true' },
    { given: 'Oxygen has atomic number 16', want: 'false' },
    { given: 'The element with atomic number 7 is nitrogen', want: 'true' },
    { given: 'Helium is a noble gas', want: 'true' },
    { given: 'Nitrogen is a noble gas', want: 'false' },
    { given: 'Hydrogen is an alkali metal', want: 'false' },
    { given: 'Calcium is an alkaline earth metal', want: 'true' },
    { given: 'Iodine is a halogen', want: 'true' },
    { given: 'Lithium is not an alkali metal', want: 'false' },
    { given: 'Oganesson is a noble gas', want: 'uncertain' },
    // Outside the data: never guess.
    { given: 'Gold is the most attractive metal', want: 'uncertain' },
    { given: 'The Pacific is the largest ocean on Earth', want: 'uncertain' },
    { given: 'France has the most beautiful countryside in Europe', want: 'uncertain' },
    { given: 'The capital of Atlantis is Poseidonia', want: 'uncertain' },
    { given: 'Mars has two moons', want: 'uncertain' },
  ];
  it.each(cases)('says $want for "$given"', ({ given, want }) => {
    expect(checkReference(given).verdict).toBe(want);
  });

  it('cites the Wikipedia page of every entity it used', () => {
    expect(checkReference('Oslo is the capital of Sweden').sources).toEqual(['https://en.wikipedia.org/wiki/Sweden']);
    expect(checkReference('The chemical symbol for silver is Au').sources).toEqual(['https://en.wikipedia.org/wiki/Silver', 'https://en.wikipedia.org/wiki/Gold']);
    expect(checkReference('Mercury is element 80').sources).toEqual(['https://en.wikipedia.org/wiki/Mercury_(element)']);
  });

  it('marks reference results as data, not proofs', () => {
    expect(checkReference('Helium is a noble gas').basis).toBe('data');
  });
});

describe('past-tense facts that change over time (issue 22)', () => {
  it.each([
    'The capital of Japan was Kyoto',
    'The capital of Australia was Melbourne',
    "Germany's currency was the Deutsche Mark",
    'The currency of France used to be the franc',
    'Bonn was the capital of Germany',
    'The capital of Japan was Osaka',
  ])('%s: uncertain, never a verdict from today\'s data', (claim) => {
    const r = checkReference(claim);
    expect(r.verdict).toBe('uncertain');
    expect(r.evidence).toContain('past tense');
  });

  it('still decides the present tense and facts that do not change', () => {
    expect(checkReference('The capital of Japan is Kyoto').verdict).toBe('false');
    expect(checkReference('Iron is element number 26').verdict).not.toBe('false');
  });
});
