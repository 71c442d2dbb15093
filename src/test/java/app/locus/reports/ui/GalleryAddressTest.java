package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.router.QueryParameters;
import org.junit.jupiter.api.Test;

/** The gallery's address: what narrows or orders the list, and nothing else. */
class GalleryAddressTest {

	@Test
	void a_filter_and_sort_are_written_without_what_is_empty_or_the_default() {
		GalleryFilter filter = new GalleryFilter(ReportType.SCAN, null, "pizza", LocalDate.of(2026, 11, 1), null, 7,
				Platform.GOOGLE, null);

		assertThat(GalleryAddress.write(filter, GallerySort.Key.ARP).getParameters()).isEqualTo(
				QueryParameters.fromString("type=scan&keyword=pizza&from=2026-11-01&grid=7&platform=google&sort=arp")
					.getParameters());
		assertThat(GalleryAddress.write(GalleryFilter.of(null), GallerySort.Key.DATE).getQueryString()).isEmpty();
	}

	@Test
	void what_is_written_reads_back_and_what_cannot_be_read_is_left_out() {
		GalleryAddress read = GalleryAddress
			.read(QueryParameters.fromString("type=trend&keyword=pizza&to=2026-13-40&grid=x&platform=nope&sort=solv"));

		assertThat(read).isEqualTo(new GalleryAddress(ReportType.TREND, null, "pizza", null, null, null, null, null,
				GallerySort.Key.SOLV));
		assertThat(read.namesFilter()).isTrue();
		assertThat(GalleryAddress.read(QueryParameters.fromString("type=scan")).namesFilter()).isFalse();
	}

}
