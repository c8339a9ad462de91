/**
 * Reading the place a message speaks of (content/places.yaml, src/place.ts): districts, towns and city localities
 * in English, Hindi, Bengali and romanised Bengali, with the endings Bengali glues on; and the common words,
 * given names and shared names that must not be read as a place.
 */
import { answerOffline, kbContent, legalKb, stateOf } from '../src';

const expectState = (code: string, texts: readonly string[]) => {
  for (const text of texts) expect([text, stateOf(text)]).toEqual([text, code]);
};

describe('the gazetteer', () => {
  it('reads every name it holds as its own state, inside a sentence', () => {
    const wrong: string[] = [];
    for (const s of kbContent().places.states) {
      for (const name of [...Object.values(s.names), ...Object.values(s.places)].flat()) {
        const got = stateOf(`we live in ${name} now`);
        if (got !== s.code) wrong.push(`${name}: ${s.code}, read as ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives no name to two states', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const s of kbContent().places.states) {
      for (const name of new Set([...Object.values(s.names), ...Object.values(s.places)].flat().map((n) => n.normalize('NFC').toLowerCase()))) {
        const other = owner.get(name);
        if (other && other !== s.code) twice.push(`${name}: ${other} and ${s.code}`);
        owner.set(name, s.code);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('districts and localities', () => {
  it('reads city localities in English', () => {
    expectState('WB', ['I rent a flat in Jadavpur', 'we live near Dum Dum station', 'my shop in Behala', 'Tollygunge', 'Garia', 'Ballygunge', 'Park Circus', 'Sealdah', 'Shibpur, Howrah']);
    expectState('DL', ['Laxmi Nagar', 'a room in Rohini sector 7', 'Janakpuri', 'Shaheen Bagh']);
    expectState('MH', ['flat in Ghatkopar', 'Powai', 'Chembur', 'Kothrud, Pune']);
    expectState('KA', ['PG in Koramangala', 'Whitefield', 'HSR Layout', 'Electronic City phase 1', 'Yelahanka']);
    expectState('TN', ['house in T. Nagar', 'T Nagar', 'Velachery', 'Anna Nagar']);
    expectState('UP', ['flat in Gomti Nagar', 'Hazratganj', 'Indirapuram']);
    expectState('BR', ['Kankarbagh, Patna']);
    expectState('GJ', ['Maninagar']);
    expectState('AP', ['Gajuwaka']);
  });

  it('reads districts in English, with old names beside new', () => {
    expectState('WB', ['my land in Nadia', 'Kalimpong', 'Paschim Medinipur', 'Dakshin Dinajpur']);
    expectState('UP', ['Kushinagar', 'Sonbhadra', 'Gautam Buddh Nagar']);
    expectState('MH', ['Palghar', 'Sindhudurg', 'Dharashiv', 'Osmanabad']);
    expectState('BR', ['East Champaran', 'Sheohar']);
    expectState('MP', ['Niwari', 'Agar Malwa', 'Vidisha']);
    expectState('TN', ['Tenkasi', 'Kallakurichi', 'Ranipet']);
    expectState('RJ', ['Balotra', 'Neem ka Thana', 'Kotputli-Behror']);
    expectState('KA', ['Dakshina Kannada', 'Vijayanagara', 'Yadgir']);
    expectState('GJ', ['Banaskantha', 'Gir Somnath', 'Vav-Tharad']);
    expectState('AP', ['Anakapalli', 'Palnadu', 'East Godavari']);
  });

  it('reads them in Hindi, oblique postpositions and all', () => {
    expectState('UP', ['लखनऊ में किराये का कमरा', 'गोमती नगर में मकान', 'कुशीनगर']);
    expectState('DL', ['लक्ष्मी नगर में दुकान', 'रोहिणी', 'शाहीन बाग']);
    expectState('WB', ['जादवपुर', 'दमदम', 'बेहाला में']);
    expectState('MH', ['घाटकोपर', 'पालघर']);
    expectState('KA', ['कोरमंगला']);
    expectState('TN', ['टी नगर', 'इरोड']);
    expectState('BR', ['कंकड़बाग']);
    expectState('MP', ['विदिशा']);
    expectState('RJ', ['बालोतरा']);
    expectState('GJ', ['मणिनगर']);
    expectState('AP', ['प्रकाशम']);
  });

  it('reads them in Bengali, with the case endings Bengali glues on', () => {
    expectState('WB', ['যাদবপুরে থাকি', 'বেহালায় ফ্ল্যাট', 'দমদমের বাড়ি', 'গড়িয়াতে দোকান', 'নদিয়ার জমি', 'সল্টলেকে অফিস', 'টালিগঞ্জ']);
    expectState('TN', ['ভেলোরে চিকিৎসা']);
    expectState('GJ', ['সুরাটে কাজ করি']);
    expectState('MH', ['আন্ধেরিতে থাকি']);
  });

  it('reads romanised Bengali, its endings glued on or apart', () => {
    expectState('WB', ['dumdum e thaki', 'behalay flat', 'behala-y', 'kolkata te bari', 'kolkatay thaki', 'kolkatar barir malik', 'jadavpure thaki', 'salt lake e office', 'garia-te', 'howraher bari']);
  });

  it("reads a longer name as its state, even when it holds another state's name", () => {
    expectState('GJ', ['Chhota Udaipur', 'छोटा उदयपुर']);
    expectState('DL', ['Fatehpur Beri']);
    expectState('WB', ['Cooch Bihar', 'कूच बिहार', 'Jodhpur Park']);
    expectState('RJ', ['Udaipur']);
  });
});

describe('words that are not places', () => {
  it('reads no place from common words of English, Hinglish, Hindi and Bengali', () => {
    for (const text of [
      'the malady got worse', 'ek banda aaya aur dhamki di', 'hamari basti me paani nahi aata', 'बस्ती में झगड़ा हुआ', 'do guna paisa maang raha hai',
      'panna palat ke dekho', 'sidhi baat karo', 'bondhu ke taka dhar diyechilam', 'nodir dhare jomi', 'andheri raat me chori hui', 'अंधेरी रात',
      'मंदिर में भंडारा था', 'kalyan yojana ka paisa', 'I moved to a new town last year', 'he picked up my cheque', 'uski pali raat ki hai',
      'खेड़ा गाँव', 'dang rah gaya', 'bari bhara kota taka barabe', 'ration ka kota khatam', 'thane gaya tha', 'দাদার বাড়ি', 'নদীর পাড়ে', 'বালি তোলা হচ্ছে',
    ]) {
      expect([text, stateOf(text)]).toEqual([text, undefined]);
    }
  });

  it('reads no state from a name several states share', () => {
    for (const text of ['flat in Indira Nagar', 'Aurangabad', 'Pratapgarh', 'Hamirpur', 'Malviya Nagar', 'Vijay Nagar']) expect([text, stateOf(text)]).toEqual([text, undefined]);
  });

  it('still asks where, when a tenancy story names only a shared place', () => {
    const { answer } = answerOffline(legalKb(), 'I rent a flat in Indira Nagar. The landlord wants me out in 10 days.');
    expect(answer.askPlace).toBe(true);
  });

  it("leads a tenancy story from a Kolkata locality with West Bengal's Act", () => {
    const { answer } = answerOffline(legalKb(), 'My landlord in Jadavpur is forcing me out of the flat I rent, he wants me out in 10 days');
    expect(answer.lawyer_response).toMatch(/West Bengal Premises Tenancy Act, 1997/);
  });
});
