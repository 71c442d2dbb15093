package app.locus.stuck;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.stuck.repository.StuckWorkRepository;
import app.locus.stuck.repository.StuckWorkRepository.Row;
import app.locus.tenancy.WorkspaceAccess;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The stuck work of an agency as its admins read it (DD194): every row of its workspaces
 * (and its own mails) that has stood in an in-between state longer than
 * {@code locus.stuck.after} (default 10 minutes, the longest any of them should take),
 * oldest first, with what happens to it next and the page where a person settles it.
 * Spends and proposals of unknown outcome are listed at any age. Agency admins only; read
 * only.
 */
@Service
@Transactional(readOnly = true)
public class StuckWorkService {

	private final WorkspaceAccess access;

	private final StuckWorkRepository stuck;

	private final Clock clock;

	private final Duration after;

	StuckWorkService(WorkspaceAccess access, StuckWorkRepository stuck, Clock clock,
			@Value("${locus.stuck.after:PT10M}") Duration after) {
		this.access = access;
		this.stuck = stuck;
		this.clock = clock;
		this.after = after;
	}

	/** Everything stuck in the admin's agency, oldest first. */
	public List<StuckItem> list() {
		AgencyId agency = access.requireAgencyAdmin();
		Instant now = clock.instant();
		return stuck.stuck(agency, now.minus(after))
			.stream()
			.map(row -> item(row, now))
			.sorted(Comparator.comparing(StuckItem::since))
			.toList();
	}

	private static StuckItem item(Row row, Instant now) {
		return new StuckItem(row.kind(), row.workspace(), row.workspaceName(), row.since(),
				Duration.between(row.since(), now), row.kind().link(row.workspace()));
	}

}
