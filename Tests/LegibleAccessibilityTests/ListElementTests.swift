import LegibleAccessibility
import Testing

@Suite("Lists")
struct ListElementTests {
    @Test("a list says its size on entry and its end on exit")
    func entryAndExit() {
        #expect(readAll("- one\n- two\n- three\n\nAfter.") == ["list, 3 items", "bullet, one", "bullet, two", "bullet, three", "end of list", "After."])
        #expect(model("- only").first(.list)?.label == "list, 1 item")
    }

    @Test("items know their position n of m, ordered numbers and the list's kind")
    func positions() throws {
        let model = model("3. three\n4. four\n")
        let items = model.elements(.listItem)
        #expect(items.map(\.label) == ["3, 1 of 2", "4, 2 of 2"])
        #expect(items[1].listItem == ListItemFacts(position: 2, count: 2, depth: 1, number: 4, taskState: nil))
        #expect(model.first(.list)?.list == ListFacts(kind: .ordered, itemCount: 2, depth: 1, isTight: true, start: 3, delimiter: .period))
        #expect(readAll("3. three\n4. four\n") == ["list, 2 items", "3, three", "4, four", "end of list"])
    }

    @Test("a list knows whether it is tight, and a numbered list its first number and delimiter")
    func drawingFacts() {
        let loose = model("7) seven\n\n8) eight\n").first(.list)?.list
        #expect(loose?.isTight == false)
        #expect(loose?.start == 7)
        #expect(loose?.delimiter == .parenthesis)
        let bullets = model("- a\n- b\n").first(.list)?.list
        #expect(bullets?.isTight == true)
        #expect(bullets?.start == nil)
        #expect(bullets?.delimiter == nil)
        #expect(model("2. [ ] numbered task\n").first(.list)?.list == ListFacts(kind: .task, itemCount: 1, depth: 1, isTight: true,
                                                                                  start: 2, delimiter: .period))
    }

    @Test("nested lists know their depth, and read inside their item")
    func nesting() throws {
        let markdown = "- a\n  - b\n  - c\n- d\n"
        let lists = model(markdown).elements(.list)
        #expect(lists.map { $0.list?.depth } == [1, 2])
        #expect(model(markdown).elements(.listItem).map { $0.listItem?.depth } == [1, 2, 2, 1])
        #expect(readAll(markdown) == ["list, 2 items", "bullet, a", "list, 2 items", "bullet, b", "bullet, c", "end of list", "bullet, d", "end of list"])
    }

    @Test("task items carry their checkbox state")
    func tasks() throws {
        let model = model("- [x] done\n- [ ] to do\n")
        #expect(model.first(.list)?.list?.kind == .task)
        #expect(model.elements(.listItem).map(\.label) == ["bullet, checked, 1 of 2", "bullet, unchecked, 2 of 2"])
        #expect(model.elements(.listItem).map { $0.listItem?.taskState } == [.checked, .unchecked])
        #expect(readAll("- [x] done\n- [ ] to do\n") == ["list, 2 items", "checked, done", "unchecked, to do", "end of list"])
    }

    @Test("an empty item still says its marker")
    func emptyItem() {
        #expect(readAll("- a\n-\n- c\n") == ["list, 3 items", "bullet, a", "bullet", "bullet, c", "end of list"])
    }
}
