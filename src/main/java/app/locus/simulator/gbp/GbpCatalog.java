package app.locus.simulator.gbp;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import app.locus.simulator.places.Category;

/**
 * The platform's reference data: attributes, action-link types and structured service
 * types available per category, and the chains.
 */
final class GbpCatalog {

	record AttributeMeta(String id, String displayName, String group) {

	}

	record ActionType(String type, String displayName) {

	}

	record ServiceType(String id, String displayName) {

	}

	record Chain(String name, String displayName) {

	}

	private static final List<AttributeMeta> COMMON_ATTRIBUTES = List
		.of(new AttributeMeta("is_small_business", "Small business", "From the business"),
				new AttributeMeta("is_owned_by_women", "Women-owned", "From the business"),
				new AttributeMeta("has_wheelchair_accessible_entrance", "Wheelchair-accessible entrance",
						"Accessibility"),
				new AttributeMeta("has_restroom", "Restroom", "Amenities"),
				new AttributeMeta("has_wifi", "Wi-Fi", "Amenities"),
				new AttributeMeta("pay_credit_card", "Credit cards", "Payments"),
				new AttributeMeta("pay_mobile_nfc", "NFC mobile payments", "Payments"));

	private static final Map<String, List<AttributeMeta>> CATEGORY_ATTRIBUTES = Map.of("bakery",
			List.of(new AttributeMeta("has_takeout", "Takeout", "Service options"),
					new AttributeMeta("has_delivery", "Delivery", "Service options"),
					new AttributeMeta("has_seating_outdoors", "Outdoor seating", "Amenities"),
					new AttributeMeta("serves_coffee", "Coffee", "Offerings")),
			"dentist",
			List.of(new AttributeMeta("has_onsite_services", "Onsite services", "Service options"),
					new AttributeMeta("requires_appointments", "Appointment required", "Planning")),
			"gym", List.of(new AttributeMeta("has_showers", "Showers", "Amenities"),
					new AttributeMeta("has_lockers", "Lockers", "Amenities")));

	private static final Map<String, List<ActionType>> ACTION_TYPES = Map
		.of("bakery",
				List.of(new ActionType("FOOD_ORDERING", "Order online"), new ActionType("FOOD_DELIVERY", "Delivery"),
						new ActionType("FOOD_TAKEOUT", "Takeout"), new ActionType("SHOP_ONLINE", "Shop online")),
				"dentist",
				List.of(new ActionType("APPOINTMENT", "Book an appointment"),
						new ActionType("ONLINE_APPOINTMENT", "Online appointment")),
				"gym",
				List.of(new ActionType("APPOINTMENT", "Book a class"), new ActionType("SHOP_ONLINE", "Shop online")));

	private static final Map<String, List<ServiceType>> SERVICE_TYPES = Map.of("bakery",
			List.of(new ServiceType("job_type_id:custom_cakes", "Custom cakes"),
					new ServiceType("job_type_id:catering", "Catering"),
					new ServiceType("job_type_id:wholesale_bread", "Wholesale bread")),
			"dentist",
			List.of(new ServiceType("job_type_id:teeth_cleaning", "Teeth cleaning"),
					new ServiceType("job_type_id:teeth_whitening", "Teeth whitening"),
					new ServiceType("job_type_id:dental_implants", "Dental implants")),
			"gym", List.of(new ServiceType("job_type_id:personal_training", "Personal training"),
					new ServiceType("job_type_id:group_classes", "Group classes")));

	static final List<Chain> CHAINS = List.of(new Chain("chains/sunrise-coffee-co", "Sunrise Coffee Co."),
			new Chain("chains/northwest-dental-partners", "Northwest Dental Partners"),
			new Chain("chains/peak-performance-gyms", "Peak Performance Gyms"),
			new Chain("chains/golden-crust-bakeries", "Golden Crust Bakeries"),
			new Chain("chains/harborview-health", "Harborview Health"),
			new Chain("chains/urban-slice-pizza", "Urban Slice Pizza"));

	private GbpCatalog() {
	}

	static List<AttributeMeta> attributes(Category category) {
		List<AttributeMeta> specific = CATEGORY_ATTRIBUTES.getOrDefault(category.id(), List.of());
		return Stream.concat(COMMON_ATTRIBUTES.stream(), specific.stream()).toList();
	}

	static Optional<AttributeMeta> attribute(Category category, String id) {
		return attributes(category).stream().filter(a -> a.id().equals(id)).findFirst();
	}

	static List<ActionType> actionTypes(Category category) {
		return ACTION_TYPES.getOrDefault(category.id(), List.of(new ActionType("APPOINTMENT", "Book an appointment")));
	}

	static Optional<ServiceType> serviceType(Category category, String id) {
		return SERVICE_TYPES.getOrDefault(category.id(), List.of()).stream().filter(s -> s.id().equals(id)).findFirst();
	}

}
