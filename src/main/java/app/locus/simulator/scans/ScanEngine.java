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
 * movement.
 */
public final class ScanEngine {

	private final PlaceDirectory directory;

	public ScanEngine(PlaceDirectory directory) {
		this.directory = directory;
	}

	public ScanResult run(ScanSettings settings, Place business, LocalDate day) {
		Platform platform = settings.platformInfo();
		List<Place> field = new ArrayList<>();
		field.add(business);
		field.addAll(directory.competitorsOf(business));
		double[] prominence = new double[field.size()];
		prominence[0] = ownProminence(business, settings, day);
		for (int b = 1; b < field.size(); b++) {
			prominence[b] = 1 + 9 * Noise.unit(Noise.of(field.get(b).placeId()), Noise.of(settings.keywordKey()),
					Noise.of(settings.platform()));
		}
		int n = settings.gridSize();
		double radiusKm = settings.radiusKm();
		double spacing = n == 1 ? 0 : 2 * radiusKm / (n - 1);
		long[] rankSum = new long[field.size()];
		int[] found = new int[field.size()];
		int[] voice = new int[field.size()];
		List<GridPoint> points = new ArrayList<>();
		for (int row = 0; row < n; row++) {
			for (int col = 0; col < n; col++) {
				double northKm = radiusKm - row * spacing;
				double eastKm = -radiusKm + col * spacing;
				double lat = settings.lat() + northKm / 111.0;
				double lng = settings.lng() + eastKm / (111.0 * Math.cos(Math.toRadians(settings.lat())));
				points.add(rankAt(platform, field, prominence, lat, lng, day, rankSum, found, voice));
			}
		}
		int total = n * n;
		List<BusinessStats> stats = new ArrayList<>();
		int competitors = 0;
		for (int b = 0; b < field.size(); b++) {
			if (found[b] > 0 || b == 0) {
				stats.add(BusinessStats.of(field.get(b), rankSum[b], found[b], voice[b], total));
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

	private GridPoint rankAt(Platform platform, List<Place> field, double[] prominence, double lat, double lng,
			LocalDate day, long[] rankSum, int[] found, int[] voice) {
		int size = field.size();
		double[] score = new double[size];
		Integer[] order = new Integer[size];
		for (int b = 0; b < size; b++) {
			Place place = field.get(b);
			double km = distanceKm(lat, lng, place.lat(), place.lng());
			double noise = Noise.unit(Noise.of(place.placeId()), Math.round(lat * 1e5), Math.round(lng * 1e5),
					day.toEpochDay(), platform.ordinal()) - 0.5;
			score[b] = prominence[b] + km * platform.decayPerKm() + 2 * noise * platform.jitter();
			order[b] = b;
		}
		Arrays.sort(order, Comparator.comparingDouble(b -> score[b]));
		Integer ownRank = null;
		List<GridPoint.Ranked> top = new ArrayList<>();
		for (int position = 1; position <= size; position++) {
			int b = order[position - 1];
			if (position > platform.maxRank() || score[b] > platform.cutoff()) {
				break;
			}
			rankSum[b] += position;
			found[b]++;
			voice[b] += platform.counts(position) ? 1 : 0;
			if (b == 0) {
				ownRank = position;
			}
			top.add(new GridPoint.Ranked(field.get(b), position));
		}
		return new GridPoint(lat, lng, ownRank, List.copyOf(top));
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
