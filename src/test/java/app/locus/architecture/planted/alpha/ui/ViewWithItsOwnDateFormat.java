package app.locus.architecture.planted.alpha.ui;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/** Planted: a view writing a date in a format of its own. */
public class ViewWithItsOwnDateFormat {

	String day(LocalDate date) {
		return DateTimeFormatter.ofPattern("MM/dd/yyyy").format(date);
	}

}
