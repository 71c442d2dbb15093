package app.locus.upstream.api.gbp;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** Daily values of one performance metric; the most recent days are usually missing. */
public record MetricSeries(String metric, List<Value> values) {

	public record Value(LocalDate date, BigDecimal value) {

		static Value from(JsonNode node) {
			return new Value(Lenient.date(node, "date"), Lenient.decimal(node, "value"));
		}

	}

	static MetricSeries from(JsonNode node) {
		return new MetricSeries(Lenient.text(node, "metric"), Lenient.list(node, "values", Value::from));
	}

}
