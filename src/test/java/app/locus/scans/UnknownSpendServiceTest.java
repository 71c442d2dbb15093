package app.locus.scans;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.credits.CreditsService;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.StoredReports;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.CostVisibility;
import org.jooq.DSLContext;
import org.jooq.Record2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class UnknownSpendServiceTest {

	/** Sent long enough ago that the sync stopped looking (it looks back one day). */
	private static final Duration OLD = Duration.ofDays(3);

	private static final Duration RECENT = Duration.ofHours(1);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	UnknownSpendService spends;

	@Autowired
	ScanLedgerRepository ledger;

	@Autowired
	CreditsService credits;

	@Autowired
	CostVisibility costs;

	@Autowired
	SpendReadRepository spent;

	UnknownScans scans;

	Tenant tenant;

	Tenant other;

	@BeforeEach
	void twoTenants() {
		scans = new UnknownScans(context);
		TenantFixture fixture = new TenantFixture(db);
		tenant = fixture.tenant();
		other = fixture.tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_list_shows_every_unknown_spend_with_who_sent_it_what_the_sync_looks_for_and_until_when() {
		SubmissionId old = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		SubmissionId recent = scans.unknown(tenant.agency(), tenant.workspace(), tenant.admin().id(), RECENT);
		scans.sent(tenant.agency(), tenant.workspace(), tenant.admin().id(), RECENT, SubmissionStatus.COMPLETE);
		scans.sent(tenant.agency(), tenant.workspace(), tenant.admin().id(), RECENT, SubmissionStatus.FAILED);
		scans.unknown(other.agency(), other.workspace(), other.admin().id(), RECENT);

		UnknownSpends list = spends.list(tenant.workspace());

		assertThat(list.canSettle()).isTrue();
		assertThat(list.spends()).extracting(spend -> spend.submission().id()).containsExactly(recent, old);
		UnknownSpend stopped = list.spends().get(1);
		assertThat(stopped.sentBy()).isEqualTo(tenant.manager().displayName());
		assertThat(stopped.submission().credits()).isEqualTo(49);
		assertThat(stopped.lookedFor()).contains(Dd010Samples.PLACE, "sourdough bakery", "7 × 7", "2 mi");
		assertThat(stopped.stillLookedFor()).as("older than the sync's one-day look-back").isFalse();
		assertThat(stopped.lookedForUntil()).isEqualTo(stopped.submission().createdAt().plus(Duration.ofDays(1)));
		assertThat(stopped.lastLookedAt()).as("no sync ran").isNull();
		assertThat(list.spends().get(0).stillLookedFor()).isTrue();
		assertThat(spends.count(tenant.workspace())).isEqualTo(2);
	}

	@Test
	void a_write_off_needs_a_note_counts_the_credits_as_spent_and_is_audited() {
		SubmissionId id = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		long spentBefore = spent.manualScans(tenant.workspace(), Instant.EPOCH);

		assertThat(refusedFields(() -> spends.writeOff(tenant.workspace(), id, "  "))).containsOnlyKeys("note");
		assertThat(refusedFields(() -> spends.writeOff(tenant.workspace(), id, null))).containsOnlyKeys("note");
		assertThat(refusedFields(() -> spends.writeOff(tenant.workspace(), id, "x".repeat(501))))
			.containsOnlyKeys("note");
		assertThat(refusedFields(() -> spends.writeOff(tenant.workspace(), id, "lost\u0000"))).containsOnlyKeys("note");
		assertThat(spends.count(tenant.workspace())).as("nothing settled by a refused note").isEqualTo(1);

		Submission written = spends.writeOff(tenant.workspace(), id, "  The service support found no run.  ");

		assertThat(written.status()).isEqualTo(SubmissionStatus.WRITTEN_OFF);
		assertThat(settledBy(id)).containsExactly(tenant.manager().id().value(), "The service support found no run.");
		assertThat(spends.list(tenant.workspace()).spends()).isEmpty();
		assertThat(spends.count(tenant.workspace())).isZero();
		assertThat(spent.manualScans(tenant.workspace(), Instant.EPOCH)).as("still counted as spent")
			.isEqualTo(spentBefore);
		assertThat(audit("scan.write-off")).containsExactly("SUCCESS");
	}

	@Test
	void found_links_the_spend_to_a_stored_report_of_its_workspace_picked_from_the_candidates() {
		SubmissionId id = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		String key = storedScan(tenant, Instant.now().minus(OLD).plusSeconds(60));
		String older = storedScan(tenant, Instant.now().minus(Duration.ofDays(30)));
		storedScan(other, Instant.now().minus(OLD).plusSeconds(60));

		assertThat(spends.candidates(tenant.workspace(), id)).extracting(card -> card.key().value())
			.as("this workspace's report made after the spend, not the older one")
			.containsExactly(key)
			.doesNotContain(older);
		Submission found = spends.markFound(tenant.workspace(), id, " " + key + " ");

		assertThat(found.status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(found.reportKey()).isEqualTo(key);
		assertThat(settledBy(id).get(0)).isEqualTo(tenant.manager().id().value());
		assertThat(spends.count(tenant.workspace())).isZero();
		assertThat(audit("scan.found")).containsExactly("SUCCESS");
	}

	@Test
	void found_refuses_a_key_that_is_malformed_of_another_workspace_older_than_the_spend_or_already_claimed() {
		SubmissionId id = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		SubmissionId second = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		String othersKey = storedScan(other, Instant.now().minus(Duration.ofDays(2)));
		String older = storedScan(tenant, Instant.now().minus(Duration.ofDays(30)));
		String key = storedScan(tenant, Instant.now().minus(Duration.ofDays(2)));

		assertThat(refusedFields(() -> spends.markFound(tenant.workspace(), id, "not a key")))
			.containsOnlyKeys("reportKey");
		assertThat(refusedFields(() -> spends.markFound(tenant.workspace(), id, ""))).containsOnlyKeys("reportKey");
		assertThat(refusedFields(() -> spends.markFound(tenant.workspace(), id, othersKey))).containsEntry("reportKey",
				"This workspace has no stored scan report with that key. Reports arrive with the sync.");
		assertThat(refusedFields(() -> spends.markFound(tenant.workspace(), id, older))).containsOnlyKeys("reportKey");
		spends.markFound(tenant.workspace(), id, key);
		assertThat(refusedFields(() -> spends.markFound(tenant.workspace(), second, key))).containsEntry("reportKey",
				"That report already belongs to another spend.");
		assertThat(ledger.find(tenant.agency(), tenant.workspace(), second).orElseThrow().status())
			.isEqualTo(SubmissionStatus.UNKNOWN);
	}

	@Test
	void a_spend_settles_once_and_whoever_comes_second_is_told_so() throws Exception {
		SubmissionId id = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		String key = storedScan(tenant, Instant.now().minus(Duration.ofDays(2)));
		CyclicBarrier together = new CyclicBarrier(2);
		ExecutorService pool = Executors.newFixedThreadPool(2);
		List<Future<String>> outcomes = new ArrayList<>();
		try {
			outcomes.add(pool.submit(() -> settling(tenant.manager(), together,
					() -> spends.writeOff(tenant.workspace(), id, "Support found no run."))));
			outcomes.add(pool
				.submit(() -> settling(tenant.admin(), together, () -> spends.markFound(tenant.workspace(), id, key))));
			List<String> answers = new ArrayList<>();
			for (Future<String> outcome : outcomes) {
				answers.add(outcome.get(1, TimeUnit.MINUTES));
			}
			assertThat(answers).as("one settles, the other hears it was settled meanwhile")
				.containsOnlyOnce("settled")
				.anySatisfy(answer -> assertThat(answer).contains("meanwhile").contains("Nothing changed"));
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(spends.count(tenant.workspace())).isZero();
		assertThat(ledger.find(tenant.agency(), tenant.workspace(), id).orElseThrow().status())
			.isIn(SubmissionStatus.WRITTEN_OFF, SubmissionStatus.COMPLETE);
	}

	@Test
	void the_ledger_settles_only_an_open_submission_of_the_named_workspace() {
		SubmissionId others = scans.unknown(other.agency(), other.workspace(), other.admin().id(), OLD);
		SubmissionId done = scans.sent(tenant.agency(), tenant.workspace(), tenant.admin().id(), OLD,
				SubmissionStatus.COMPLETE);
		Instant now = Instant.now();
		PersonSettlement writeOff = PersonSettlement.writtenOff("wrong tenant", tenant.manager().id());

		assertThat(ledger.settleByPerson(tenant.agency(), tenant.workspace(), others, writeOff, now, now)).isFalse();
		assertThat(ledger.settleByPerson(tenant.agency(), tenant.workspace(), done, writeOff, now, now)).isFalse();

		assertThat(ledger.find(other.agency(), other.workspace(), others).orElseThrow().status())
			.isEqualTo(SubmissionStatus.UNKNOWN);
		assertThat(ledger.find(tenant.agency(), tenant.workspace(), done).orElseThrow().status())
			.isEqualTo(SubmissionStatus.COMPLETE);
	}

	@Test
	void another_workspaces_spend_is_not_found_and_stays_as_it_was() {
		SubmissionId others = scans.unknown(other.agency(), other.workspace(), other.admin().id(), OLD);

		assertThatThrownBy(() -> spends.writeOff(tenant.workspace(), others, "not mine"))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> spends.candidates(tenant.workspace(), others)).isInstanceOf(NotFoundException.class);
		assertThat(ledger.find(other.agency(), other.workspace(), others).orElseThrow().status())
			.isEqualTo(SubmissionStatus.UNKNOWN);
	}

	@Test
	void a_client_viewer_reads_the_list_only_while_the_agency_shows_credits_and_never_settles() {
		SubmissionId id = scans.unknown(tenant.agency(), tenant.workspace(), tenant.manager().id(), OLD);
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(true);
		TenantFixture.signIn(tenant.viewer());

		assertThat(spends.list(tenant.workspace()).canSettle()).isFalse();
		assertThat(spends.count(tenant.workspace())).isEqualTo(1);
		assertThatThrownBy(() -> spends.writeOff(tenant.workspace(), id, "viewer"))
			.isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.admin());
		credits.setShownToClients(tenant.workspace(), false);
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> spends.list(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThat(spends.count(tenant.workspace())).isZero();
		assertThat(ledger.find(tenant.agency(), tenant.workspace(), id).orElseThrow().status())
			.isEqualTo(SubmissionStatus.UNKNOWN);
	}

	private String settling(LocusUser user, CyclicBarrier together, Supplier<Submission> call) throws Exception {
		TenantFixture.signIn(user);
		try {
			together.await(30, TimeUnit.SECONDS);
			call.get();
			return "settled";
		}
		catch (ValidationException ex) {
			return ex.getMessage() + " " + ex.fieldErrors();
		}
		finally {
			TenantFixture.signOut();
		}
	}

	private String storedScan(Tenant owner, Instant at) {
		String key = Dd010Samples.key();
		new StoredReports(context).scan(owner.agency(), owner.workspace(), Dd010Samples.scanAt(key, at));
		return key;
	}

	private static Map<String, String> refusedFields(Runnable call) {
		try {
			call.run();
		}
		catch (ValidationException ex) {
			return ex.fieldErrors();
		}
		throw new AssertionError("the call was not refused");
	}

	private List<String> settledBy(SubmissionId id) {
		Record2<String, String> row = db.select(SCAN_SUBMISSION.SETTLED_BY, SCAN_SUBMISSION.SETTLED_NOTE)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.ID.eq(id.value()))
			.fetchOne();
		List<String> values = new ArrayList<>();
		values.add(row.value1());
		values.add(row.value2());
		return values;
	}

	private List<String> audit(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.OUTCOME);
	}

}
