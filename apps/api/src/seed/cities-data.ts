// Indian cities with their states. `weight` is a rough share of used-car listings (the seeders pick
// cities in proportion to it); `areas` are well-known localities used for demo listing locations.

export interface CityData {
  name: string;
  state: string;
  weight: number;
  areas: string[];
}

function c(name: string, state: string, weight: number, areas = ''): CityData {
  return { name, state, weight, areas: areas ? areas.split(',').map((a) => a.trim()) : [] };
}

export const CITIES: CityData[] = [
  c('Mumbai', 'Maharashtra', 10, 'Andheri West, Powai, Bandra West, Goregaon East, Malad West, Chembur, Borivali West'),
  c('Delhi', 'Delhi', 10, 'Dwarka, Rohini, Saket, Janakpuri, Lajpat Nagar, Mayur Vihar, Pitampura'),
  c('Bengaluru', 'Karnataka', 10, 'Whitefield, Koramangala, Indiranagar, HSR Layout, Jayanagar, Electronic City, Hebbal'),
  c('Hyderabad', 'Telangana', 8, 'Gachibowli, Kondapur, Banjara Hills, Kukatpally, Madhapur, Secunderabad'),
  c('Pune', 'Maharashtra', 8, 'Baner, Hinjewadi, Kothrud, Wakad, Viman Nagar, Hadapsar, Aundh'),
  c('Chennai', 'Tamil Nadu', 7, 'Anna Nagar, Velachery, T. Nagar, Adyar, OMR, Porur'),
  c('Kolkata', 'West Bengal', 6, 'Salt Lake, New Town, Behala, Ballygunge, Dum Dum'),
  c('Ahmedabad', 'Gujarat', 6, 'Satellite, Bopal, Prahlad Nagar, Navrangpura, Maninagar'),
  c('Gurugram', 'Haryana', 5, 'DLF Phase 3, Sohna Road, Golf Course Road, Sector 56'),
  c('Noida', 'Uttar Pradesh', 4, 'Sector 62, Sector 18, Sector 50, Sector 137'),
  c('Jaipur', 'Rajasthan', 4, 'Malviya Nagar, Vaishali Nagar, Mansarovar, C-Scheme'),
  c('Lucknow', 'Uttar Pradesh', 4, 'Gomti Nagar, Hazratganj, Aliganj, Indira Nagar'),
  c('Chandigarh', 'Chandigarh', 3, 'Sector 17, Sector 35, Sector 22, Manimajra'),
  c('Kochi', 'Kerala', 3, 'Kakkanad, Edappally, Vyttila, Kaloor'),
  c('Indore', 'Madhya Pradesh', 3, 'Vijay Nagar, Palasia, Rau'),
  c('Thane', 'Maharashtra', 3, 'Ghodbunder Road, Majiwada, Vasant Vihar'),
  c('Navi Mumbai', 'Maharashtra', 3, 'Vashi, Kharghar, Nerul'),
  c('Surat', 'Gujarat', 3, 'Adajan, Vesu, Athwa'),
  c('Bhopal', 'Madhya Pradesh', 2, 'Arera Colony, MP Nagar, Kolar Road'),
  c('Nagpur', 'Maharashtra', 2, 'Dharampeth, Sadar, Manish Nagar'),
  c('Vadodara', 'Gujarat', 2, 'Alkapuri, Gotri, Manjalpur'),
  c('Coimbatore', 'Tamil Nadu', 2, 'RS Puram, Gandhipuram, Peelamedu'),
  c('Visakhapatnam', 'Andhra Pradesh', 2, 'MVP Colony, Gajuwaka, Madhurawada'),
  c('Ghaziabad', 'Uttar Pradesh', 2, 'Indirapuram, Vaishali, Raj Nagar Extension'),
  c('Faridabad', 'Haryana', 2, 'Sector 15, NIT'),
  c('Mysuru', 'Karnataka', 1, 'Vijayanagar, Kuvempunagar'),
  c('Mangaluru', 'Karnataka', 1, 'Kadri, Bejai'),
  c('Thiruvananthapuram', 'Kerala', 1, 'Kowdiar, Pattom'),
  c('Kozhikode', 'Kerala', 1),
  c('Madurai', 'Tamil Nadu', 1),
  c('Tiruchirappalli', 'Tamil Nadu', 1),
  c('Vijayawada', 'Andhra Pradesh', 1, 'Benz Circle, Labbipet'),
  c('Warangal', 'Telangana', 1),
  c('Bhubaneswar', 'Odisha', 1, 'Saheed Nagar, Patia'),
  c('Patna', 'Bihar', 1, 'Boring Road, Kankarbagh'),
  c('Ranchi', 'Jharkhand', 1),
  c('Raipur', 'Chhattisgarh', 1),
  c('Guwahati', 'Assam', 1, 'Dispur, Beltola'),
  c('Dehradun', 'Uttarakhand', 1, 'Rajpur Road'),
  c('Ludhiana', 'Punjab', 1, 'Sarabha Nagar, Model Town'),
  c('Amritsar', 'Punjab', 1),
  c('Jalandhar', 'Punjab', 1),
  c('Mohali', 'Punjab', 1, 'Phase 7, Sector 70'),
  c('Panchkula', 'Haryana', 1),
  c('Nashik', 'Maharashtra', 1, 'College Road, Gangapur Road'),
  c('Rajkot', 'Gujarat', 1),
  c('Jodhpur', 'Rajasthan', 1),
  c('Udaipur', 'Rajasthan', 1),
  c('Kanpur', 'Uttar Pradesh', 1),
  c('Varanasi', 'Uttar Pradesh', 1),
  c('Agra', 'Uttar Pradesh', 1),
  c('Panaji', 'Goa', 1),
  c('Jammu', 'Jammu and Kashmir', 1),
  c('Srinagar', 'Jammu and Kashmir', 1),
  c('Shimla', 'Himachal Pradesh', 1),
  c('Hubballi', 'Karnataka', 1),
  c('Belagavi', 'Karnataka', 1),
  c('Puducherry', 'Puducherry', 1),
  c('Jabalpur', 'Madhya Pradesh', 1),
  c('Gwalior', 'Madhya Pradesh', 1),
  c('Siliguri', 'West Bengal', 1),
];
