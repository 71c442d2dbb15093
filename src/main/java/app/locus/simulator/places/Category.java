package app.locus.simulator.places;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A business category as the platform knows it, with the words competitors in it tend to
 * carry in their names.
 *
 * @param id the platform's category id ({@code categories/gcid:<id>} in business-profile
 * answers)
 * @param displayName the label
 * @param nouns endings of plausible business names in this category
 */
public record Category(String id, String displayName, List<String> nouns) {

	public static final List<Category> ALL = List.of(
			new Category("bakery", "Bakery", List.of("Bakery", "Bakehouse", "Bread Co.", "Patisserie", "Pastry Shop")),
			new Category("coffee_shop", "Coffee shop", List.of("Coffee", "Espresso Bar", "Coffee Roasters", "Café")),
			new Category("dentist", "Dentist",
					List.of("Dental", "Family Dentistry", "Dental Care", "Smiles", "Dental Studio")),
			new Category("gym", "Gym", List.of("Fitness", "Gym", "Athletic Club", "Strength", "Training Studio")),
			new Category("restaurant", "Restaurant", List.of("Kitchen", "Bistro", "Eatery", "Grill", "Table")),
			new Category("pizza_restaurant", "Pizza restaurant", List.of("Pizza", "Pizzeria", "Slice House")),
			new Category("plumber", "Plumber", List.of("Plumbing", "Plumbing & Drain", "Pipe Works", "Rooter")),
			new Category("hair_salon", "Hair salon", List.of("Salon", "Hair Studio", "Barber & Co.", "Hair Lounge")),
			new Category("florist", "Florist", List.of("Flowers", "Floral", "Bloom Co.", "Flower Shop")),
			new Category("auto_repair_shop", "Auto repair shop",
					List.of("Auto Repair", "Motors", "Auto Care", "Garage")),
			new Category("veterinarian", "Veterinarian",
					List.of("Animal Hospital", "Veterinary Clinic", "Pet Clinic", "Vet Care")),
			new Category("lawyer", "Lawyer", List.of("Law Group", "Legal", "Law Office", "Attorneys")),
			new Category("cafe", "Cafe", List.of("Café", "Corner Cafe", "Coffee House")),
			new Category("yoga_studio", "Yoga studio", List.of("Yoga", "Yoga Studio", "Yoga Collective")),
			new Category("orthodontist", "Orthodontist", List.of("Orthodontics", "Braces", "Ortho")),
			new Category("wedding_bakery", "Wedding bakery", List.of("Cakes", "Cake Studio", "Wedding Cakes")));

	/** The category whose label or id the text mentions, if any. */
	public static Optional<Category> mentionedIn(String text) {
		String lower = text.toLowerCase(Locale.ROOT);
		return ALL.stream()
			.filter(c -> lower.contains(c.displayName.toLowerCase(Locale.ROOT))
					|| lower.contains(c.id.replace('_', ' '))
					|| c.nouns.stream().anyMatch(n -> lower.contains(n.toLowerCase(Locale.ROOT))))
			.findFirst();
	}

	public static Optional<Category> byId(String id) {
		return ALL.stream().filter(c -> c.id.equals(id)).findFirst();
	}

	public String gcid() {
		return "categories/gcid:" + id;
	}

}
