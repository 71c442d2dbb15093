package app.locus.simulator.scans;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceDirectory;
import app.locus.simulator.state.Noise;

/**
 * Computes a scan deterministically. Every business (the scanned one and its competitors)
 * gets a score at each grid point: its prominence for the keyword, plus a penalty growing
 * with the distance from the point, plus a little noise fixed by point and day. Lower
 * scores rank higher, so a business ranks well near itself and fades with distance. The
 * scanned business's prominence drifts slowly from day to day, so repeated scans show
 * movement. A map ranks the same all day; an AI engine answers anew on every run: its
 * noise is drawn per run, it sometimes gives no answer at a point, and the number of
 * businesses it names varies, so that two runs rarely name the same list (the vendor
 * measured about 1 % of answers repeating exactly).
 */
public final class ScanEngine {

	private static final int ANSWERED = 7;

	private static final int LENGTH = 31;

	/** An AI answer names 3 to 8 businesses when it names any. */
	private static final int SHORTEST_ANSWER = 3;

	private static final int ANSWER_LENGTHS = 6;

	private final PlaceDirectory directory;

	public ScanEngine(PlaceDirectory directory) {
		this.directory = directory;
	}

	/**
	 * @param run what makes this run's AI answers its own (the report key's noise); maps
	 * ignore it
	 */
	public ScanResult run(ScanSettings settings, Place business, LocalDate day, long run) {
		Field field = field(settings, business, day);
		int size = field.places().size();
		long[] rankSum = new long[size];
		int[] found = new int[size];
		int[] voice = new int[size];
		List<GridPoint> points = new ArrayList<>();
		for (Coordinate at : Coordinate.grid(settings.lat(), settings.lng(), settings.gridSize(),
				settings.radiusKm())) {
			boolean answered = answers(field.platform(), run, at);
			List<Shown> shown = answered ? shownAt(field, at, day, run) : List.of();
			Integer ownRank = null;
			List<GridPoint.Ranked> ranked = new ArrayList<>();
			for (Shown one : shown) {
				rankSum[one.index()] += one.rank();
				found[one.index()]++;
				voice[one.index()] += field.platform().counts(one.rank()) ? 1 : 0;
				ownRank = one.index() == 0 ? Integer.valueOf(one.rank()) : ownRank;
				ranked.add(new GridPoint.Ranked(field.places().get(one.index()), one.rank()));
			}
			List<GridPoint.Citation> sources = answered && field.platform().ai()
					? AiSources.cited(field.platform(), business, ranked, run, at) : List.of();
			points.add(new GridPoint(at.lat(), at.lng(), ownRank, List.copyOf(ranked), answered, sources));
		}
		int total = settings.points();
		List<BusinessStats> stats = new ArrayList<>();
		int competitors = 0;
		for (int b = 0; b < size; b++) {
			if (found[b] > 0 || b == 0) {
				stats.add(BusinessStats.of(field.places().get(b), rankSum[b], found[b], voice[b], total));
				competitors += b > 0 ? 1 : 0;
			}
		}
		BusinessStats own = stats.get(0);
		stats.sort(Comparator.comparingDouble(BusinessStats::solv).reversed().thenComparingDouble(BusinessStats::atrp));
		double competitionSolv = stats.stream()
			.filter(s -> s != own)
			.limit(3)
			.mapToDouble(BusinessStats::solv)
			.average()
			.orElse(0);
		String analysis = settings.aiAnalysis() ? analysis(settings, own, stats, total) : null;
		return new ScanResult(settings, business, points, own, List.copyOf(stats), competitors, competitionSolv,
				analysis);
	}

	/**
	 * Every business shown at one point for the scan's keyword and platform, best first:
	 * exactly what a scan of the same settings on the same day ranks at that grid point.
	 */
	public PointResult at(ScanSettings settings, Place business, Coordinate at, LocalDate day) {
		Field field = field(settings, business, day);
		List<GridPoint.Ranked> results = new ArrayList<>();
		Integer ownRank = null;
		for (Shown one : shownAt(field, at, day, 0)) {
			results.add(new GridPoint.Ranked(field.places().get(one.index()), one.rank()));
			ownRank = one.index() == 0 ? Integer.valueOf(one.rank()) : ownRank;
		}
		return new PointResult(at, ownRank, List.copyOf(results));
	}

	/**
	 * The businesses competing in a scan (the scanned one first) and their prominence.
	 */
	private record Field(Platform platform, List<Place> places, double[] prominence) {

	}

	/** A business of the field shown at a point, by its index in the field. */
	private record Shown(int index, int rank) {

	}

	private Field field(ScanSettings settings, Place business, LocalDate day) {
		List<Place> places = new ArrayList<>();
		places.add(business);
		places.addAll(directory.competitorsOf(business));
		double[] prominence = new double[places.size()];
		prominence[0] = ownProminence(business, settings, day);
		for (int b = 1; b < places.size(); b++) {
			prominence[b] = 1 + 9 * Noise.unit(Noise.of(places.get(b).placeId()), Noise.of(settings.keywordKey()),
					Noise.of(settings.platform()));
		}
		return new Field(settings.platformInfo(), List.copyOf(places), prominence);
	}

	private static boolean answers(Platform platform, long run, Coordinate at) {
		return !platform.ai() || Noise.unit(run, Math.round(at.lat() * 1e5), Math.round(at.lng() * 1e5),
				ANSWERED) >= platform.noAnswerShare();
	}

	private static List<Shown> shownAt(Field field, Coordinate at, LocalDate day, long run) {
		Platform platform = field.platform();
		long lat = Math.round(at.lat() * 1e5);
		long lng = Math.round(at.lng() * 1e5);
		int size = field.places().size();
		double[] score = new double[size];
		Integer[] order = new Integer[size];
		for (int b = 0; b < size; b++) {
			Place place = field.places().get(b);
			double km = distanceKm(at.lat(), at.lng(), place.lat(), place.lng());
			long seed = Noise.of(place.placeId());
			double noise = (platform.ai() ? Noise.unit(seed, lat, lng, day.toEpochDay(), platform.ordinal(), run)
					: Noise.unit(seed, lat, lng, day.toEpochDay(), platform.ordinal())) - 0.5;
			score[b] = field.prominence()[b] + km * platform.decayPerKm() + 2 * noise * platform.jitter();
			order[b] = b;
		}
		Arrays.sort(order, Comparator.comparingDouble(b -> score[b]));
		int longest = platform.ai() ? SHORTEST_ANSWER + (int) (Noise.unit(run, lat, lng, LENGTH) * ANSWER_LENGTHS)
				: platform.maxRank();
		List<Shown> shown = new ArrayList<>();
		for (int position = 1; position <= size; position++) {
			int b = order[position - 1];
			if (position > Math.min(longest, platform.maxRank()) || score[b] > platform.cutoff()) {
				break;
			}
			shown.add(new Shown(b, position));
		}
		return shown;
	}

	private static double ownProminence(Place business, ScanSettings settings, LocalDate day) {
		long place = Noise.of(business.placeId());
		long keyword = Noise.of(settings.keywordKey());
		long platform = Noise.of(settings.platform());
		double base = 1.0 + 4.5 * Noise.unit(place, keyword, platform);
		double phase = 2 * Math.PI * Noise.unit(place, keyword, 17);
		double drift = 0.8 * Math.sin(2 * Math.PI * day.toEpochDay() / 97.0 + phase);
		double daily = 0.6 * (Noise.unit(place, keyword, platform, day.toEpochDay()) - 0.5);
		return Math.max(0.5, base + drift + daily);
	}

	static double distanceKm(double lat1, double lng1, double lat2, double lng2) {
		double dLat = Math.toRadians(lat2 - lat1);
		double dLng = Math.toRadians(lng2 - lng1);
		double a = Math.sin(dLat / 2) * Math.sin(dLat / 2) + Math.cos(Math.toRadians(lat1))
				* Math.cos(Math.toRadians(lat2)) * Math.sin(dLng / 2) * Math.sin(dLng / 2);
		return 6371.0 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
	}

	private static String analysis(ScanSettings settings, BusinessStats own, List<BusinessStats> stats, int total) {
		String leader = stats.stream()
			.filter(s -> s != own)
			.findFirst()
			.map(s -> s.place().name() + String.format(Locale.ROOT, " (SoLV %.1f%%)", s.solv()))
			.orElse("no other business");
		return String.format(Locale.ROOT,
				"%s appears at %d of %d grid points for \"%s\" with an average rank of %.1f where found. "
						+ "Visibility is strongest close to the business and fades towards the edge of the %s %s radius. "
						+ "The strongest competitor is %s.",
				own.place().name(), own.foundIn(), total, settings.keyword(), own.arp(), settings.radius(),
				settings.measurement(), leader);
	}

}
