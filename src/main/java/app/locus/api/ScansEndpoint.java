package app.locus.api;

import java.net.URI;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.scans.IdempotencyKey;
import app.locus.scans.KeyedScanService;
import app.locus.scans.KeyedSubmission;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanService;
import app.locus.scans.SubmissionId;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Scans through the API: priced first, then run once under the caller's
 * {@code Idempotency-Key} with the quoted cost stated, through the same ledger, balance
 * and budget checks as the scan form; then followed until the report is there.
 */
@RestController
@RequestMapping("/api/v1/workspaces/{workspaceId}/scans")
@Tag(name = "Scans", description = "Price, run and follow grid scans; a run spends credits")
class ScansEndpoint {

	static final String IDEMPOTENCY_KEY = "Idempotency-Key";

	static final String REPLAYED = "Idempotent-Replayed";

	private final ScanService scans;

	private final KeyedScanService keyedScans;

	private final LocationService locations;

	ScansEndpoint(ScanService scans, KeyedScanService keyedScans, LocationService locations) {
		this.scans = scans;
		this.keyedScans = keyedScans;
		this.locations = locations;
	}

	@PostMapping("/quote")
	@Operation(summary = "What the scan would cost, the balance after it, and what it needs confirmed; spends nothing")
	ApiScanQuote quote(@PathVariable String workspaceId, @RequestBody ApiScanRequest scan) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		return ApiScanQuote.of(scans.quote(workspace, input(workspace, scan)));
	}

	@PostMapping
	@Operation(summary = "Runs the scan once; the same Idempotency-Key again answers with the scan it started",
			description = "Needs a read-and-write token, confirmCost equal to the quote's cost, and a new "
					+ "Idempotency-Key per scan. 201 for a scan started now, 200 with Idempotent-Replayed: true "
					+ "for one an earlier request with the key started.")
	ResponseEntity<ApiSubmission> run(@PathVariable String workspaceId,
			@Parameter(description = "8 to 64 printable characters, such as a new UUID per scan") @RequestHeader(
					name = IDEMPOTENCY_KEY, required = false) @Nullable String key,
			@RequestBody ApiScanRequest scan) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		IdempotencyKey idempotencyKey = IdempotencyKey.required(key);
		KeyedSubmission outcome = keyedScans.submit(workspace, input(workspace, scan), idempotencyKey,
				scan.confirmation());
		return answer(workspace, outcome);
	}

	/**
	 * 201 with the ledger row for a spend started now, 200 marked replayed for one an
	 * earlier request with the key started; the row is followed at {@code scans/{id}}.
	 */
	static ResponseEntity<ApiSubmission> answer(WorkspaceId workspace, KeyedSubmission outcome) {
		ApiSubmission body = ApiSubmission.of(outcome.submission());
		if (outcome.replayed()) {
			return ResponseEntity.ok().header(REPLAYED, "true").body(body);
		}
		return ResponseEntity.status(HttpStatus.CREATED)
			.location(URI.create("/api/v1/workspaces/" + workspace.value() + "/scans/" + body.id()))
			.body(body);
	}

	@GetMapping
	@Operation(summary = "The workspace's latest scans, newest first")
	List<ApiSubmission> recent(@PathVariable String workspaceId) {
		return scans.recentSubmissions(WorkspaceId.parse(workspaceId)).stream().map(ApiSubmission::of).toList();
	}

	@GetMapping("/{scanId}")
	@Operation(summary = "One scan; a queued one is looked up once, and completes when its report is there")
	ApiSubmission scan(@PathVariable String workspaceId, @PathVariable String scanId) {
		return ApiSubmission.of(scans.checkProgress(WorkspaceId.parse(workspaceId), SubmissionId.parse(scanId)));
	}

	private ScanInput input(WorkspaceId workspace, ApiScanRequest scan) {
		SavedLocation location = scan.placeId() == null ? null
				: locations.savedLocation(workspace, scan.placeId()).orElse(null);
		return scan.input(location);
	}

}
