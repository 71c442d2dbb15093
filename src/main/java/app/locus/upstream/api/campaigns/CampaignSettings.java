package app.locus.upstream.api.campaigns;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Radius;

/**
 * New settings of an existing campaign ({@code action=update-settings}): its name, grid,
 * radius, unit and frequency. Every field is required, so the campaign Locus keeps is
 * exactly what the service holds after the call.
 */
public record CampaignSettings(String name, GridSize gridSize, Radius radius, Measurement measurement,
		Frequency frequency) {

	public CampaignSettings {
		Validation validation = new Validation();
		name = validation.text(name, "name", "Campaign name", 100);
		validation.check(gridSize != null, "gridSize", "Grid size is required.")
			.check(radius != null, "radius", "Radius is required.")
			.check(measurement != null, "measurement", "Choose miles or kilometers.")
			.check(frequency != null, "frequency", "Choose how often the campaign runs.")
			.throwIfInvalid();
	}

	/**
	 * The form the vendor's own client sends: the grid size as {@code size}, names in
	 * snake case.
	 */
	FormBody toForm() {
		return FormBody.create()
			.add("action", "update-settings")
			.add("name", name)
			.add("size", gridSize)
			.add("radius", radius)
			.add("measurement", measurement.code())
			.add("frequency", frequency.code());
	}

}
