package app.locus.campaigns;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;

import app.locus.calendar.CreditCost;
import app.locus.calendar.PlannedSpend;
import app.locus.calendar.RunSchedule;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.WireCode;
import org.jspecify.annotations.Nullable;

/**
 * What the campaign form offers and shows, in plain values, so views need no types of the
 * service's client.
 */
public final class CampaignOptions {

	/** A choice: the wire code the service reads and the label a person reads. */
	public record Option(String code, String label) {

	}

	/** Cost of one run and of a typical month (see DD050). */
	public record Estimate(long perRun, @Nullable Long perMonth) {

	}

	private CampaignOptions() {
	}

	public static List<Option> frequencies() {
		return Arrays.stream(Frequency.values()).map(value -> new Option(value.code(), value.displayName())).toList();
	}

	public static List<Option> units() {
		return Arrays.stream(Measurement.values()).map(value -> new Option(value.code(), value.displayName())).toList();
	}

	/** Odd grid sizes from 3 to 21. */
	public static List<Integer> gridSizes() {
		return java.util.stream.IntStream.rangeClosed(3, 21).filter(size -> size % 2 == 1).boxed().toList();
	}

	public static int defaultGridSize() {
		return GridSize.DEFAULT.value();
	}

	/**
	 * The spec's spelling of a date picked in the form ({@code 03/09/2026}); the start
	 * time goes as typed.
	 */
	public static String specDate(LocalDate date) {
		return SpecDates.formatDate(date);
	}

	/**
	 * The cost the form shows while it is filled in; per month only once frequency and
	 * start date are known.
	 */
	public static Estimate estimate(int places, int keywords, int gridSize, @Nullable String frequencyCode,
			@Nullable LocalDate start) {
		long perRun = CreditCost.perRun(places, keywords, new GridSize(gridSize));
		Frequency frequency = WireCode.find(Frequency.class, frequencyCode);
		if (frequency == null || start == null) {
			return new Estimate(perRun, null);
		}
		return new Estimate(perRun, PlannedSpend.perMonth(new RunSchedule(start, LocalTime.NOON, frequency), perRun));
	}

}
