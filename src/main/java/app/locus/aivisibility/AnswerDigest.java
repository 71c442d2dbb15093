package app.locus.aivisibility;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import app.locus.upstream.api.reports.DataPoint;
import app.locus.upstream.api.reports.ScanReport;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * What one AI scan's answers said, counted from its data points: how many points the
 * engine answered and how many of those named the client (and at what position), which
 * other businesses it named, and which sites it cited, each with its kind and how often
 * in an answer that named the client.
 *
 * @param positionSum the client's positions added up over the points that named it
 */
public record AnswerDigest(int points, int answered, int named, int positionSum, List<Named> businesses,
		List<Cited> sources) {

	/** A business other than the client that the answers named. */
	public record Named(String placeId, @Nullable String name, int points, int positionSum) {

	}

	/** A site the answers cited. */
	public record Cited(String domain, SourceKind kind, int citations, int withClient) {

	}

	public static AnswerDigest of(ScanReport scan) {
		String client = scan.settings().placeId();
		Websites websites = Websites.of(scan.raw(), client);
		int answered = 0;
		int named = 0;
		int positions = 0;
		Map<String, int[]> others = new LinkedHashMap<>();
		Map<String, String> names = new LinkedHashMap<>();
		Map<String, int[]> cited = new LinkedHashMap<>();
		for (DataPoint point : scan.dataPoints()) {
			boolean answer = point.answered() != null ? point.answered() : !point.results().isEmpty();
			if (!answer) {
				continue;
			}
			answered++;
			boolean namesClient = point.rank() != null;
			if (namesClient) {
				named++;
				positions += point.rank();
			}
			for (DataPoint.Result result : point.results()) {
				if (result.placeId() == null || result.placeId().equals(client) || result.rank() == null) {
					continue;
				}
				int[] counts = others.computeIfAbsent(result.placeId(), id -> new int[2]);
				counts[0]++;
				counts[1] += result.rank();
				names.putIfAbsent(result.placeId(), result.name());
			}
			Set<String> domains = new LinkedHashSet<>();
			point.sources().forEach(source -> {
				String domain = source.domain() != null ? source.domain() : SourceKind.domainOf(source.url());
				if (domain != null) {
					domains.add(domain.toLowerCase(Locale.ROOT));
				}
			});
			for (String domain : domains) {
				int[] counts = cited.computeIfAbsent(domain, d -> new int[2]);
				counts[0]++;
				counts[1] += namesClient ? 1 : 0;
			}
		}
		List<Named> businesses = new ArrayList<>();
		others.forEach((id, counts) -> businesses.add(new Named(id, names.get(id), counts[0], counts[1])));
		List<Cited> sources = new ArrayList<>();
		cited.forEach((domain, counts) -> sources
			.add(new Cited(domain, SourceKind.of(domain, websites.own(), websites.others()), counts[0], counts[1])));
		return new AnswerDigest(scan.dataPoints().size(), answered, named, positions, List.copyOf(businesses),
				List.copyOf(sources));
	}

	/** The websites of the client and of the other businesses the scan found. */
	private record Websites(@Nullable String own, Set<String> others) {

		static Websites of(@Nullable JsonNode raw, String client) {
			String own = null;
			Set<String> others = new HashSet<>();
			JsonNode places = raw == null ? null : raw.get("places");
			if (places != null && places.isObject()) {
				for (Map.Entry<String, JsonNode> place : places.properties()) {
					String domain = SourceKind.domainOf(place.getValue().path("display_url").asText(null));
					if (Objects.equals(place.getKey(), client)) {
						own = domain;
					}
					else if (domain != null) {
						others.add(domain);
					}
				}
			}
			return new Websites(own, others);
		}

	}

}
