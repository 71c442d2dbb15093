package app.locus.upgrades;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.upgrades.SchemaShape.Column;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TypeWideningTest {

	@ParameterizedTest(name = "{0} -> {4}: {8}")
	@CsvSource(delimiter = '|',
			textBlock = """
					varchar      | varchar(100)            | 100    |    |   | varchar      | varchar(200)            | 200    |    |   | holds
					varchar      | varchar(200)            | 200    |    |   | varchar      | varchar(100)            | 100    |    |   | narrows
					char         | char(26)                | 26     |    |   | varchar      | varchar(26)             | 26     |    |   | holds
					varchar      | varchar(300)            | 300    |    |   | text         | text                    | 65535  |    |   | holds
					text         | text                    | 65535  |    |   | varchar      | varchar(300)            | 300    |    |   | narrows
					mediumtext   | mediumtext              | 16777215 |  |   | text         | text                    | 65535  |    |   | narrows
					int          | int(11)                 |        | 10 | 0 | bigint       | bigint(20)              |        | 19 | 0 | holds
					bigint       | bigint(20)              |        | 19 | 0 | int          | int(11)                 |        | 10 | 0 | narrows
					int          | int(11)                 |        | 10 | 0 | int          | int(10) unsigned        |        | 10 | 0 | narrows
					tinyint      | tinyint(1)              |        | 3  | 0 | int          | int(11)                 |        | 10 | 0 | holds
					decimal      | decimal(6,3)            |        | 6  | 3 | decimal      | decimal(8,3)            |        | 8  | 3 | holds
					decimal      | decimal(6,3)            |        | 6  | 3 | decimal      | decimal(6,2)            |        | 6  | 2 | narrows
					decimal      | decimal(6,3)            |        | 6  | 3 | decimal      | decimal(6,4)            |        | 6  | 4 | narrows
					timestamp    | timestamp(3)            |        | 3  |   | timestamp    | timestamp(6)            |        | 6  |   | holds
					timestamp    | timestamp(3)            |        | 3  |   | timestamp    | timestamp               |        | 0  |   | narrows
					timestamp    | timestamp(3)            |        | 3  |   | datetime     | datetime(3)             |        | 3  |   | narrows
					enum         | enum('A','B')           | 1      |    |   | enum         | enum('A','B','C')       | 1      |    |   | holds
					enum         | enum('A','B')           | 1      |    |   | enum         | enum('A','C')           | 1      |    |   | narrows
					varbinary    | varbinary(512)          | 512    |    |   | varbinary    | varbinary(1024)         | 1024   |    |   | holds
					varbinary    | varbinary(512)          | 512    |    |   | varbinary    | varbinary(255)          | 255    |    |   | narrows
					varbinary    | varbinary(512)          | 512    |    |   | varchar      | varchar(512)            | 512    |    |   | narrows
					""")
	void a_new_type_holds_the_old_ones_values_only_when_it_is_at_least_as_wide(String fromType, String fromColumn,
			@Nullable Long fromLength, @Nullable Integer fromPrecision, @Nullable Integer fromScale, String toType,
			String toColumn, @Nullable Long toLength, @Nullable Integer toPrecision, @Nullable Integer toScale,
			String expected) {
		Column old = new Column("c", fromType, fromColumn, false, null, false, fromLength, fromPrecision, fromScale);
		Column now = new Column("c", toType, toColumn, false, null, false, toLength, toPrecision, toScale);

		assertThat(TypeWidening.holds(old, now) ? "holds" : "narrows").isEqualTo(expected);
	}

}
