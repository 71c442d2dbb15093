package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** Regular weekly periods and date-specific exceptions of a profile. */
public record OpeningHours(List<RegularPeriod> regular, List<SpecialPeriod> special) {

	public OpeningHours {
		regular = regular == null ? List.of() : List.copyOf(regular);
		special = special == null ? List.of() : List.copyOf(special);
	}

	/**
	 * Reads {@code regularHours.periods} and {@code specialHours.specialHourPeriods} of a
	 * location resource.
	 */
	static OpeningHours from(JsonNode location) {
		return new OpeningHours(
				Lenient.list(Lenient.object(location, "regularHours"), "periods", RegularPeriod::from)
					.stream()
					.filter(Objects::nonNull)
					.toList(),
				Lenient.list(Lenient.object(location, "specialHours"), "specialHourPeriods", SpecialPeriod::from)
					.stream()
					.filter(Objects::nonNull)
					.toList());
	}

}
