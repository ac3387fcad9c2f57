import LegibleAccessibility
import Testing

@Suite("Tables")
struct TableElementTests {
    let markdown = """
        | Name | Age |
        |------|----:|
        | Ana  | 31  |
        | Bo   |     |
        | Cy   | 27  |
        """

    @Test("a table is a container that says its size")
    func size() throws {
        let table = try #require(model(markdown).first(.table))
        #expect(table.label == "table, 4 rows, 2 columns")
        #expect(table.table == TableFacts(rowCount: 4, columnCount: 2))
        #expect(table.children.map(\.role) == [.tableRow, .tableRow, .tableRow, .tableRow])
    }

    @Test("each cell knows its row, column, alignment and the header cell that describes it")
    func cellFacts() throws {
        let model = model(markdown)
        let cells = model.elements(.tableCell)
        #expect(cells.count == 8)
        let age = try #require(cells.first { $0.label == "31" })
        #expect(age.tableCell?.row == 2)
        #expect(age.tableCell?.column == 2)
        #expect(age.tableCell?.alignment == .right)
        #expect(age.tableCell?.headerCells == [cells[1].id])
        #expect(cells[1].tableCell?.isHeader == true)
    }

    @Test("across a row a cell says its header; down a column it says its row")
    func announcements() throws {
        let cells = model(markdown).elements(.tableCell)
        #expect(cells.first { $0.label == "31" }?.announcementAcrossRow == "Age, 31")
        #expect(cells.first { $0.label == "27" }?.announcementDownColumn == "row 4, 27")
    }

    @Test("an empty cell says empty")
    func emptyCell() {
        let cells = model(markdown).elements(.tableCell)
        #expect(cells[5].label == "empty")
        #expect(cells[5].announcementAcrossRow == "Age, empty")
    }

    @Test("read-all: size, the header row, each row with its headers, the end")
    func readAllTable() {
        #expect(readAll(markdown) == [
            "table, 4 rows, 2 columns",
            "row 1, Name; Age",
            "row 2, Name, Ana; Age, 31",
            "row 3, Name, Bo; Age, empty",
            "row 4, Name, Cy; Age, 27",
            "end of table",
        ])
    }
}
