package app.locus.api;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Business-profile changes through the API, with the editor's rules: a destructive change
 * needs its phrase, and in a workspace whose client approves changes, a change waits for
 * the client as a proposal. Through a token it always does there, even for an admin's
 * token (DD223).
 */
@RestController
@RequestMapping("/api/v1/workspaces/{workspaceId}")
@Tag(name = "Business profiles", description = "Preview and send or propose profile changes; see proposals")
class ProfileChangesEndpoint {

	private final BusinessProfileService profiles;

	private final ClientApprovalService approvals;

	ProfileChangesEndpoint(BusinessProfileService profiles, ClientApprovalService approvals) {
		this.profiles = profiles;
		this.approvals = approvals;
	}

	@PostMapping("/locations/{placeId}/profile-changes/preview")
	@Operation(
			summary = "What the change would do, its phrase, and whether it would wait for the client; sends nothing")
	ApiChangePreview preview(@PathVariable String workspaceId, @PathVariable String placeId,
			@RequestBody ApiProfileChange body) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		ProfileChange change = body.required();
		return ApiChangePreview.of(profiles.preview(workspace, placeId, change), change.phraseText(),
				profiles.awaitsApproval(workspace, placeId, change));
	}

	@PostMapping("/locations/{placeId}/profile-changes")
	@Operation(summary = "Sends the change once, or proposes it to the client where the client approves changes",
			description = "A destructive change needs the phrase the preview names. 201 with outcome sent or proposed.")
	ResponseEntity<ApiWriteOutcome> apply(@PathVariable String workspaceId, @PathVariable String placeId,
			@RequestBody ApiProfileChange body) {
		return ResponseEntity.status(HttpStatus.CREATED)
			.body(ApiWriteOutcome.of(profiles.apply(WorkspaceId.parse(workspaceId), placeId, body.required(),
					body.phrase(), body.note())));
	}

	@GetMapping("/proposals")
	@Operation(summary = "The workspace's profile changes proposed to the client, newest first")
	List<ApiProposal> proposals(@PathVariable String workspaceId,
			@RequestParam(defaultValue = "false") boolean pendingOnly) {
		return approvals.proposals(WorkspaceId.parse(workspaceId), pendingOnly).stream().map(ApiProposal::of).toList();
	}

}
