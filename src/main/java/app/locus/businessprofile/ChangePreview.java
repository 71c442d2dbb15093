package app.locus.businessprofile;

import java.util.List;

/**
 * What a change would do, read from the profile as it is now: one line naming the item as
 * a person sees it (a post by its text, never its id) and the fields it touches.
 */
public record ChangePreview(String title, List<FieldChange> fields) {

	public ChangePreview {
		fields = List.copyOf(fields);
	}

}
