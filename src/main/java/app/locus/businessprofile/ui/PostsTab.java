package app.locus.businessprofile.ui;

import java.util.List;
import java.util.Locale;

import app.locus.base.DisplayDates;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.Post;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import org.jspecify.annotations.Nullable;

/** Posts: the paged list, a new STANDARD post, changing a post's text, deleting one. */
class PostsTab extends AreaTab {

	private final PagedGrid<Post> posts;

	/** Two small buttons side by side, wrapping onto two lines on a phone. */
	private static final String ACTIONS_WIDTH = "11em";

	private final TextArea summary = new TextArea("Text of a new update post");

	PostsTab(EditorContext context) {
		super(context);
		Grid<Post> grid = new DirectRowsGrid<>();
		GridColumns.neverCut(grid, Post::summary).setHeader("Text").setFlexGrow(3);
		GridColumns.figure(grid, post -> words(post.topicType())).setHeader("Type");
		GridColumns.figure(grid, post -> words(post.state())).setHeader("State");
		GridColumns.figure(grid, post -> post.createTime() == null ? "–" : DisplayDates.instant(post.createTime()))
			.setHeader("Created");
		if (context.canWrite()) {
			GridColumns.actionColumn(grid, this::actions, ACTIONS_WIDTH);
		}
		posts = new PagedGrid<>("posts", grid, (limit, token) -> context
			.read(() -> context.service().posts(context.workspace(), context.placeId(), limit, token)));
		summary.setId("post-summary");
		TextLimits.limit(summary, GbpText.POST_SUMMARY);
		summary.setWidthFull();
		add(posts);
		addWriting(new H3("New post"), summary, button("post-create", "Publish post",
				() -> context.write(new ProfileChange.CreatePost(summary.getValue()), () -> {
					summary.clear();
					posts.reload();
				})));
	}

	@Override
	void load() {
		posts.reload();
	}

	/** "STANDARD" as "Standard": the service's codes, read as words. */
	private static String words(@Nullable String code) {
		if (code == null || code.isBlank()) {
			return "–";
		}
		String text = code.toLowerCase(Locale.ROOT).replace('_', ' ');
		return Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	private HorizontalLayout actions(Post post) {
		return GridColumns.actions(button("post-edit-" + post.postId(), "Edit", () -> edit(post)),
				button("post-delete-" + post.postId(), "Delete",
						() -> context.write(new ProfileChange.DeletePost(post.postId()),
								List.of("Post text: " + post.summary()), posts::reload)));
	}

	private void edit(Post post) {
		TextEditDialog.open("Change the post's text", post.summary(), GbpText.POST_SUMMARY,
				text -> context.write(new ProfileChange.UpdatePost(post.postId(), text), posts::reload));
	}

}
