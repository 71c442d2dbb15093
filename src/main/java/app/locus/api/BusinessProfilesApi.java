package app.locus.api;

import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.Post;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Reads of a linked location's live business profile, through the gateway like the
 * editor's: they spend no credits but take the account's request budget, so each page is
 * at most {@value #MAX_LIMIT} items and the next page comes by its token.
 */
@RestController
@RequestMapping("/api/v1/workspaces/{workspaceId}/locations/{placeId}")
@Tag(name = "Business profiles")
class BusinessProfilesApi {

	static final int MAX_LIMIT = 100;

	private final BusinessProfileService profiles;

	BusinessProfilesApi(BusinessProfileService profiles) {
		this.profiles = profiles;
	}

	@GetMapping("/profile")
	@Operation(summary = "The location's live profile, as the platform holds it")
	ApiBusinessProfile profile(@PathVariable String workspaceId, @PathVariable String placeId) {
		WorkspaceId workspace = WorkspaceId.parse(workspaceId);
		return ApiBusinessProfile.of(profiles.linkedLocation(workspace, placeId),
				profiles.location(workspace, placeId));
	}

	@GetMapping("/reviews")
	@Operation(summary = "The profile's reviews with the owner's replies, newest first, a page at a time")
	Page<GbpReview> reviews(@PathVariable String workspaceId, @PathVariable String placeId,
			@Parameter(description = "from 1 to " + MAX_LIMIT) @RequestParam(defaultValue = "20") int limit,
			@Parameter(description = "the nextToken of the previous page") @RequestParam(
					required = false) @Nullable String next) {
		return profiles.reviews(WorkspaceId.parse(workspaceId), placeId, Limit.of(limit), next);
	}

	@GetMapping("/posts")
	@Operation(summary = "The profile's posts, newest first, a page at a time")
	Page<Post> posts(@PathVariable String workspaceId, @PathVariable String placeId,
			@Parameter(description = "from 1 to " + MAX_LIMIT) @RequestParam(defaultValue = "20") int limit,
			@Parameter(description = "the nextToken of the previous page") @RequestParam(
					required = false) @Nullable String next) {
		return profiles.posts(WorkspaceId.parse(workspaceId), placeId, Limit.of(limit), next);
	}

}
