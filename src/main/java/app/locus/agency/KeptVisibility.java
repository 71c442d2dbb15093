package app.locus.agency;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

import app.locus.agency.repository.OverviewReadRepository;
import app.locus.agency.repository.OverviewReadRepository.ShareOfVoice;
import app.locus.agency.repository.VisibilityMemoRepository;
import app.locus.agency.repository.VisibilityMemoRepository.Memo;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;

/**
 * The visibility of the overview's workspaces now, 7 and 30 days ago (DD150). A
 * workspace's visibility as of a day depends only on its stored reports, so once computed
 * it is kept with the workspace's report revision and served until a report of the
 * workspace is written again. Only workspaces without a current kept value are computed.
 */
@Component
class KeptVisibility {

	private static final Logger log = LoggerFactory.getLogger(KeptVisibility.class);

	private final OverviewReadRepository overview;

	private final VisibilityMemoRepository memos;

	KeptVisibility(OverviewReadRepository overview, VisibilityMemoRepository memos) {
		this.overview = overview;
		this.memos = memos;
	}

	/**
	 * Per workspace, the visibility on the map platforms (false) and the AI ones (true).
	 */
	Map<WorkspaceId, Map<Boolean, Visibility>> of(AgencyId agency, Collection<WorkspaceId> scope, LocalDate today) {
		List<LocalDate> days = List.of(today, today.minusDays(7), today.minusDays(30));
		// the revisions are read before the reports, so a kept value is never newer than
		// its revision
		Map<WorkspaceId, Long> revisions = memos.revisions(agency, scope);
		Map<WorkspaceId, Map<LocalDate, Memo>> current = new HashMap<>();
		memos.kept(revisions.keySet(), days)
			.stream()
			.filter(memo -> Objects.equals(revisions.get(memo.workspace()), memo.revision()))
			.forEach(memo -> current.computeIfAbsent(memo.workspace(), w -> new HashMap<>()).put(memo.asOf(), memo));
		List<WorkspaceId> stale = revisions.keySet()
			.stream()
			.filter(workspace -> current.getOrDefault(workspace, Map.of()).size() < days.size())
			.toList();
		if (!stale.isEmpty()) {
			List<Memo> computed = compute(agency, stale, days, revisions);
			computed.forEach(
					memo -> current.computeIfAbsent(memo.workspace(), w -> new HashMap<>()).put(memo.asOf(), memo));
			keep(computed);
		}
		Map<WorkspaceId, Map<Boolean, Visibility>> result = new HashMap<>();
		current.forEach((workspace, byDay) -> result.put(workspace,
				Map.of(false, visibility(byDay, days, Memo::mapMean), true, visibility(byDay, days, Memo::aiMean))));
		return result;
	}

	private List<Memo> compute(AgencyId agency, List<WorkspaceId> stale, List<LocalDate> days,
			Map<WorkspaceId, Long> revisions) {
		Map<WorkspaceId, Map<LocalDate, Map<Boolean, BigDecimal>>> means = overview.shareOfVoice(agency, stale, days)
			.stream()
			.collect(Collectors.groupingBy(ShareOfVoice::workspace,
					Collectors.groupingBy(ShareOfVoice::asOf, Collectors.toMap(ShareOfVoice::ai, ShareOfVoice::mean))));
		List<Memo> computed = new ArrayList<>();
		for (WorkspaceId workspace : stale) {
			for (LocalDate day : days) {
				Map<Boolean, BigDecimal> kinds = means.getOrDefault(workspace, Map.of()).getOrDefault(day, Map.of());
				computed.add(new Memo(workspace, day, revisions.getOrDefault(workspace, 0L), kinds.get(false),
						kinds.get(true)));
			}
		}
		return computed;
	}

	/**
	 * Keeping is a saving only: the overview shows what it computed even when keeping
	 * fails.
	 */
	private void keep(List<Memo> computed) {
		try {
			memos.keep(computed);
		}
		catch (DataAccessException failure) {
			log.warn("Could not keep the overview's visibility of {} workspace days; it is computed again next time",
					computed.size(), failure);
		}
	}

	private static Visibility visibility(Map<LocalDate, Memo> byDay, List<LocalDate> days,
			Function<Memo, @Nullable BigDecimal> mean) {
		return new Visibility(mean(byDay.get(days.get(0)), mean), mean(byDay.get(days.get(1)), mean),
				mean(byDay.get(days.get(2)), mean));
	}

	private static @Nullable BigDecimal mean(@Nullable Memo memo, Function<Memo, @Nullable BigDecimal> mean) {
		return memo == null ? null : mean.apply(memo);
	}

}
