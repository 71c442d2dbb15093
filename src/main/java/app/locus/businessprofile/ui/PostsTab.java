package app.locus.businessprofile.ui;

import java.time.ZoneId;
import java.util.List;
import java.util.Locale;

import app.locus.base.i18n.LocaleFormats;
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

	/** The zone the posts' times are shown in, named beside each. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final TextArea summary = new TextArea(getTranslation("gbp.posts.new-text"));

	PostsTab(EditorContext context) {
		super(context);
		LocaleFormats formats = LocaleFormats.of(getLocale());
		Grid<Post> grid = new DirectRowsGrid<>();
		GridColumns.neverCut(grid, Post::summary).setHeader(getTranslation("gbp.posts.column.text")).setFlexGrow(3);
		GridColumns.figure(grid, post -> topic(post.topicType())).setHeader(getTranslation("gbp.posts.column.type"));
		GridColumns.figure(grid, post -> state(post.state())).setHeader(getTranslation("gbp.posts.column.state"));
		GridColumns
			.figure(grid,
					post -> post.createTime() == null ? LocaleFormats.NO_FIGURE
							: formats.instant(post.createTime(), UTC))
			.setHeader(getTranslation("gbp.posts.column.created"));
		if (context.canWrite()) {
			GridColumns.actionColumn(grid, this::actions, ACTIONS_WIDTH);
		}
		posts = new PagedGrid<>("posts", grid, (limit, token) -> context
			.read(() -> context.service().posts(context.workspace(), context.placeId(), limit, token)));
		summary.setId("post-summary");
		TextLimits.limit(summary, GbpText.POST_SUMMARY);
		summary.setWidthFull();
		add(posts);
		addWriting(new H3(getTranslation("gbp.posts.new")), summary,
				button("post-create", getTranslation("gbp.posts.publish"),
						() -> context.write(new ProfileChange.CreatePost(summary.getValue()), () -> {
							summary.clear();
							posts.reload();
						})));
	}

	@Override
	void load() {
		posts.reload();
	}

	/**
	 * A post's kind in words; one the platform added since reads as its code in words.
	 */
	private String topic(@Nullable String code) {
		return switch (code == null ? "" : code) {
			case "STANDARD" -> getTranslation("gbp.posts.topic.standard");
			case "EVENT" -> getTranslation("gbp.posts.topic.event");
			case "OFFER" -> getTranslation("gbp.posts.topic.offer");
			case "ALERT" -> getTranslation("gbp.posts.topic.alert");
			default -> words(code);
		};
	}

	/**
	 * Where a post stands in words; one the platform added since reads as its code in
	 * words.
	 */
	private String state(@Nullable String code) {
		return switch (code == null ? "" : code) {
			case "LIVE" -> getTranslation("gbp.posts.state.live");
			case "PROCESSING" -> getTranslation("gbp.posts.state.processing");
			case "REJECTED" -> getTranslation("gbp.posts.state.rejected");
			default -> words(code);
		};
	}

	/** "STANDARD" as "Standard": the service's codes, read as words. */
	private static String words(@Nullable String code) {
		if (code == null || code.isBlank()) {
			return LocaleFormats.NO_FIGURE;
		}
		String text = code.toLowerCase(Locale.ROOT).replace('_', ' ');
		return Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	private HorizontalLayout actions(Post post) {
		return GridColumns.actions(
				button("post-edit-" + post.postId(), getTranslation("gbp.action.edit"), () -> edit(post)),
				button("post-delete-" + post.postId(), getTranslation("gbp.action.delete"),
						() -> context.write(new ProfileChange.DeletePost(post.postId()),
								List.of(getTranslation("gbp.posts.detail", post.summary())), posts::reload)));
	}

	private void edit(Post post) {
		TextEditDialog.open(getTranslation("gbp.posts.edit.title"), post.summary(), GbpText.POST_SUMMARY,
				text -> context.write(new ProfileChange.UpdatePost(post.postId(), text), posts::reload));
	}

}
