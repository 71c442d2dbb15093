package app.locus.api;

import java.util.List;

import app.locus.businessprofile.ChangePreview;
import app.locus.businessprofile.FieldChange;
import org.jspecify.annotations.Nullable;

/**
 * What a profile change would do, before anything is sent: its title, each field before
 * and after, the phrase to send when it is destructive (null when none is needed), and
 * whether it would wait for the client's approval instead of being sent.
 */
record ApiChangePreview(String title, List<FieldChange> fields, @Nullable String phrase, boolean awaitsApproval) {

	ApiChangePreview {
		fields = List.copyOf(fields);
	}

	static ApiChangePreview of(ChangePreview preview, @Nullable String phrase, boolean awaitsApproval) {
		return new ApiChangePreview(preview.title(), preview.fields(), phrase, awaitsApproval);
	}

}
