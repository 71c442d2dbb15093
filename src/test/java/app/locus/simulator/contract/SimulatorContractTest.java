package app.locus.simulator.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import app.locus.simulator.DemoData;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.Simulator;
import app.locus.simulator.http.SimRequest;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every endpoint of the declared table, called over real HTTP in every dialect real
 * clients speak (url-encoded, multipart or query-string fields; snake_case or camelCase
 * names; the key in the body, the query or a bearer header), answers the same contract:
 * the status declared, the envelope, the fields echoed under the names sent, the declared
 * fields of {@code data}; and the simulator records the call's fields as sent, whatever
 * the encoding.
 */
class SimulatorContractTest {

	private static final List<String> ENVELOPE = List.of("code", "code_desc", "success", "message", "parameters",
			"data");

	@TestFactory
	Stream<DynamicTest> every_endpoint_answers_its_contract_in_every_dialect() {
		return ContractCases.ALL.stream()
			.flatMap(contract -> Dialect.forMethod(contract.method())
				.stream()
				.map(dialect -> DynamicTest.dynamicTest(contract.route() + " in " + dialect,
						() -> check(contract, dialect))));
	}

	private static void check(ContractCase contract, Dialect dialect) {
		try (ContractWorld world = new ContractWorld()) {
			Map<String, String> values = contract.prepare().apply(world);
			String path = contract.path(values);
			List<Map.Entry<String, String>> fields = dialect.name(contract.fields(values));
			List<SimRequest> seen = new ArrayList<>();
			ContractClient.Answer answer;
			try (Simulator.Listening listening = world.simulator.listen(seen::add)) {
				answer = world.client.send(contract.method(), path, fields, world.key, dialect);
			}
			String context = contract.route() + " in " + dialect + " answered " + answer.json();

			assertThat(answer.status()).as(context).isEqualTo(contract.status());
			checkEnvelope(answer, contract.status(), context);
			checkEcho(answer.json().get("parameters"), fields, dialect, world.key, context);
			checkData(contract, answer.data(), context);
			checkRecorded(seen, world.simulator.calls().all(), fields, dialect, world.key, context);
		}
	}

	private static void checkEnvelope(ContractClient.Answer answer, int status, String context) {
		JsonNode json = answer.json();
		assertThat(json.fieldNames()).toIterable().as(context).containsExactlyInAnyOrderElementsOf(ENVELOPE);
		assertThat(json.get("code").asInt()).as(context).isEqualTo(status);
		assertThat(json.get("success").asBoolean()).as(context).isTrue();
		assertThat(json.get("code_desc").isBoolean() && !json.get("code_desc").asBoolean()).as(context).isTrue();
		JsonNode message = json.get("message");
		assertThat(message.isTextual() || message.isBoolean() && !message.asBoolean()).as(context).isTrue();
	}

	/**
	 * The service echoes every field it received, under the name as sent; an empty array
	 * when none came.
	 */
	private static void checkEcho(JsonNode parameters, List<Map.Entry<String, String>> fields, Dialect dialect,
			String key, String context) {
		if (fields.isEmpty() && dialect.key == Dialect.Key.BEARER) {
			assertThat(parameters.isArray() && parameters.isEmpty()).as(context).isTrue();
			return;
		}
		assertThat(parameters.isObject()).as(context).isTrue();
		for (Map.Entry<String, String> field : fields) {
			assertThat(parameters.path(field.getKey()).asText(null)).as(context + " echoing " + field.getKey())
				.isEqualTo(field.getValue());
		}
		if (dialect.key != Dialect.Key.BEARER) {
			assertThat(parameters.path("api_key").asText(null)).as(context).isEqualTo(key);
		}
	}

	private static void checkData(ContractCase contract, JsonNode data, String context) {
		switch (contract.shape()) {
			case ITEMS -> {
				assertThat(data.isArray() && !data.isEmpty()).as(context + ": data is a non-empty array").isTrue();
				data.forEach(item -> assertThat(item.fieldNames()).toIterable()
					.as(context)
					.containsAll(contract.dataFields()));
			}
			case EXACT_OBJECT -> assertThat(data.fieldNames()).toIterable()
				.as(context)
				.containsExactlyInAnyOrderElementsOf(contract.dataFields());
			default -> {
				assertThat(data.isObject()).as(context + ": data is an object").isTrue();
				assertThat(data.fieldNames()).toIterable().as(context).containsAll(contract.dataFields());
			}
		}
	}

	/**
	 * What the simulator's listeners and counters saw: the fields in the order sent (the
	 * key first, where it travelled as a field), the account the key named, where the key
	 * came.
	 */
	private static void checkRecorded(List<SimRequest> seen, List<ReceivedCall> calls,
			List<Map.Entry<String, String>> fields, Dialect dialect, String key, String context) {
		assertThat(seen).as(context).hasSize(1);
		List<Map.Entry<String, String>> expected = new ArrayList<>();
		if (dialect.key != Dialect.Key.BEARER) {
			expected.add(Map.entry("api_key", key));
		}
		expected.addAll(fields);
		assertThat(seen.get(0).fields()).as(context + ": fields recorded").containsExactlyElementsOf(expected);
		ReceivedCall call = calls.get(calls.size() - 1);
		assertThat(call.accountId()).as(context).isEqualTo(DemoData.BLUE_BOTTLE);
		assertThat(call.handled()).as(context).isTrue();
		assertThat(call.keyInQuery()).as(context).isEqualTo(dialect.key == Dialect.Key.QUERY);
	}

}
