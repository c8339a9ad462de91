/**
 * Reading the place a message speaks of (content/places.yaml, src/place.ts): districts, towns and city localities
 * in English, Hindi, Bengali and romanised Bengali, with the endings Bengali glues on; and the common words,
 * given names and shared names that must not be read as a place.
 */
import { answerOffline, kbContent, legalKb, stateOf } from '../src';
import { GUARDED } from '../src/place';

const expectState = (code: string, texts: readonly string[]) => {
  for (const text of texts) expect([text, stateOf(text)]).toEqual([text, code]);
};

describe('the gazetteer', () => {
  it('reads every name it holds as its own state, inside a sentence', () => {
    const wrong: string[] = [];
    for (const s of kbContent().places.states) {
      for (const written of [...Object.values(s.names), ...Object.values(s.places)].flat()) {
        // A name that is also a word ("Thane~") is read where the message places it: "in X" or "X जिले".
        const guarded = written.endsWith(GUARDED);
        const name = guarded ? written.slice(0, -GUARDED.length) : written;
        const got = stateOf(guarded && !/^[\x20-\x7E]+$/.test(name) ? `हम ${name} जिले में रहते हैं` : `we live in ${name} now`);
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

  it('reads a name that is also a word only where the message places it', () => {
    expectState('MH', ['we are buying a 2BHK in Thane next month', 'Thane West me flat liya hai', 'my shop near Kalyan station']);
    expectState('GJ', ['सूरत में मेरा प्लॉट है, रजिस्ट्री करानी है', 'सूरत शहर में दुकान किराये पर दी है']);
    expectState('BR', ['गया जिले के एक गाँव में हमारी ज़मीन है', 'we own a field in Gaya', 'Gaya district me zameen hai']);
    expectState('MP', ['सागर जिले में पुश्तैनी मकान है', 'my father lived in Sagar till he died', 'सागर (मप्र) की ज़मीन']);
    expectState('RJ', ['I took a room in Kota for coaching']);
    for (const text of [
      'thane me FIR likhwane gaya tha', 'complaint in thane nahi likhi', 'वह पैसे लेकर चला गया', 'पैसे ले गया में क्या करूँ', 'किसी भी सूरत में पैसा नहीं दूंगा',
      'उसकी सूरत से लगता था', 'Sagar ne mujhe dhamki di', 'my friend Sagar owes me money', 'I trusted Anand with the cash',
    ]) {
      expect([text, stateOf(text)]).toEqual([text, undefined]);
    }
  });

  it('reads the short Hindi forms of the states, म.प्र. and उ.प्र.', () => {
    expectState('MP', ['रीवा, म.प्र. में ज़मीन', 'मप्र के एक गाँव में']);
    expectState('UP', ['उ.प्र. के एक ज़िले में मकान', 'उप्र में दुकान']);
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

describe("the state's own Act where a name is also a word, and for a boundary", () => {
  const answer = (q: string) => answerOffline(legalKb(), q).answer;

  it('names the state whose place the message gives, though the name is also a word', () => {
    expect(answer('We are buying a flat in Thane and the builder says stamp duty is extra, how much will it be?').lawyer_response).toMatch(/Maharashtra Stamp Act, 1958/);
    expect(answer('गया जिले में दादी के नाम की ज़मीन का दाखिल-खारिज कराना है, कहाँ आवेदन दें?').lawyer_response).toMatch(/Bihar Land Mutation Act, 2011/);
    expect(answer('सागर जिले में पिता की ज़मीन का नामांतरण नहीं हो रहा, तहसील में अटका है').lawyer_response).toMatch(/Madhya Pradesh Land Revenue Code, 1959/);
  });

  it("leads a neighbour's encroachment or a moved boundary with the state's revenue or survey law", () => {
    expect(answer('Our neighbour in Jodhpur pushed his fence two metres into our field. How do we get it measured by the government?').lawyer_response).toMatch(/Rajasthan Land Revenue Act, 1956/);
    expect(answer('इंदौर के पास हमारे खेत की मेड़ पड़ोसी ने तोड़कर आगे कर दी, सरकारी नपाई कैसे होगी?').lawyer_response).toMatch(/Madhya Pradesh Land Revenue Code, 1959/);
    expect(answer('A neighbour in Madurai built his compound wall on our side of the line, we want the survey done').lawyer_response).toMatch(/Tamil Nadu Survey and Boundaries Act, 1923/);
  });

  it('does not ask "which state?" of a person who named one whose Act for the subject is not in the data', () => {
    const a = answer('वारंगल के पास पड़ोसी ने हमारी ज़मीन पर दीवार खड़ी कर दी है, सरकारी नापी कैसे कराएँ?');
    expect(a.askPlace).toBeUndefined();
    expect(a.lawyer_response).not.toMatch(/किस राज्य/);
  });

  it('measures land in West Bengal and Bihar under the Bengal Survey Act, 1875, which extends to both', () => {
    expect(answer('পাশের জমির মালিক বর্ধমানে আমাদের জমির আল কেটে নিয়েছে, সরকারি ভাবে জমি মাপাতে চাই').lawyer_response).toMatch(/বেঙ্গল সার্ভে আইন, ১৮৭৫/);
    expect(answer('पटना के पास पड़ोसी ने हमारी ज़मीन पर दीवार खड़ी कर दी है, सरकारी नापी कैसे कराएँ?').lawyer_response).toMatch(/Bengal Survey Act, 1875/);
  });
});

describe('Haryana and Telangana', () => {
  const answer = (q: string) => answerOffline(legalKb(), q).answer;

  it('reads their cities and localities in English, Hindi and Bengali', () => {
    expectState('HR', ['I rent a flat in Gurugram sector 56', 'फरीदाबाद में दुकान किराये पर है', 'গুরগাঁওতে অফিস', 'DLF Phase 3 room']);
    expectState('TG', ['my PG in Gachibowli', 'हैदराबाद में फ्लैट', 'হায়দরাবাদে থাকি', 'Secunderabad station ke paas']);
  });

  it("leads a tenancy there with the state's rent law and stamp duty with the central Act as the state amended it", () => {
    expect(answer('My landlord in Gurugram wants me out next week though my rent is paid').lawyer_response).toMatch(/Haryana Urban \(Control of Rent and Eviction\) Act, 1973/);
    expect(answer('Owner of my Kukatpally flat cut the water to make me leave').lawyer_response).toMatch(/Telangana Buildings \(Lease, Rent and Eviction\) Control Act, 1960/);
    expect(answer('how much stamp duty for buying a flat in Hyderabad').lawyer_response).toMatch(/Indian Stamp Act, 1899, as amended in Telangana/);
  });
});

describe('Kerala and Punjab', () => {
  const answer = (q: string) => answerOffline(legalKb(), q).answer;

  it('reads their cities in English, Hindi and Bengali, and keeps surnames and Chandigarh out', () => {
    expectState('KL', ['my flat in Kakkanad', 'कोच्चि में किराये का घर', 'কোচিতে থাকি', 'landlord in Trivandrum']);
    expectState('PB', ['I rent a shop in Ludhiana', 'अमृतसर में मकान', 'জলন্ধরে দোকান', 'PG in Zirakpur']);
    expect(stateOf('Mr Khanna my landlord in Chandigarh')).toBeUndefined();
  });

  it("leads a tenancy, a boundary and stamp duty there with the state's own law", () => {
    expect(answer('My landlord in Kochi wants me out next month though I pay rent on time').lawyer_response).toMatch(/Kerala Buildings \(Lease and Rent Control\) Act, 1965/);
    expect(answer('लुधियाना में मकान मालिक ने बिजली काट दी ताकि मैं कमरा खाली कर दूँ').lawyer_response).toMatch(/East Punjab Urban Rent Restriction Act, 1949/);
    expect(answer('Bathinda me padosi ne khet ki mer kaat di, nishandehi karwani hai').lawyer_response).toMatch(/Punjab Land Revenue Act, 1887/);
    expect(answer('neighbour in Thrissur moved the boundary stones of my land, I want it surveyed').lawyer_response).toMatch(/Kerala Survey and Boundaries Act, 1961/);
    expect(answer('stamp duty on a sale deed for a house in Kozhikode').lawyer_response).toMatch(/Kerala Stamp Act, 1959/);
  });
});
