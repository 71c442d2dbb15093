package app.locus.businessprofile.ui;

import app.locus.base.ui.DirectRowsGrid;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.Post;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;

/** Posts: the paged list, a new STANDARD post, changing a post's text, deleting one. */
class PostsTab extends AreaTab {

	private final PagedGrid<Post> posts;

	private final TextArea summary = new TextArea("Text of a new STANDARD post");

	PostsTab(EditorContext context) {
		super(context);
		Grid<Post> grid = new DirectRowsGrid<>();
		grid.addColumn(Post::summary).setHeader("Text").setFlexGrow(3);
		grid.addColumn(Post::topicType).setHeader("Type");
		grid.addColumn(Post::state).setHeader("State");
		grid.addColumn(Post::createTime).setHeader("Created");
		if (context.canWrite()) {
			grid.addComponentColumn(this::actions).setKey("actions").setHeader("");
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

	private HorizontalLayout actions(Post post) {
		return new HorizontalLayout(button("post-edit-" + post.postId(), "Edit", () -> edit(post)),
				button("post-delete-" + post.postId(), "Delete",
						() -> context.write(new ProfileChange.DeletePost(post.postId()),
								java.util.List.of("Post text: " + post.summary()), posts::reload)));
	}

	private void edit(Post post) {
		TextEditDialog.open("Change the post's text", post.summary(), GbpText.POST_SUMMARY,
				text -> context.write(new ProfileChange.UpdatePost(post.postId(), text), posts::reload));
	}

}
