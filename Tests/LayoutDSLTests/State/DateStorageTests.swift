import Foundation
import LayoutDSL
import Testing

/// Dates and optional raw-representable values in `@AppStorage` and `@SceneStorage`: the declared
/// value until something is stored; a seeded ISO 8601 string reads as a date.
struct DateStorageTests {
    enum Sort: String { case name, date }

    struct Diary: View {
        @AppStorage("opened") var opened = Date(timeIntervalSince1970: 0)
        @AppStorage("reminder") var reminder: Date?
        @SceneStorage("sort") var sort: Sort?
        @SceneStorage("visited") var visited: Date?
        var body: some View {
            VStack {
                Color.gray.frame(width: opened.timeIntervalSince1970 == 0 ? 1 : 2, height: 10).accessibilityIdentifier("opened")
                Color.gray.frame(width: reminder == nil ? 1 : 2, height: 10).accessibilityIdentifier("reminder")
                Color.gray.frame(width: sort == .date ? 2 : 1, height: 10).accessibilityIdentifier("sort")
                    .onTapGesture { sort = .date; visited = Date(timeIntervalSince1970: 60) }
            }
        }
    }

    @Test func datesAndRawValues() throws {
        let host = ViewHost(Diary(), canvasSize: CGSize(width: 100, height: 100))
        var tree = try host.update()
        #expect([frame(tree, "opened").width, frame(tree, "reminder").width, frame(tree, "sort").width] == [1, 1, 1])
        host.appStorage["opened"] = "2024-06-01T12:00:00Z"
        host.appStorage["reminder"] = Date(timeIntervalSince1970: 100)
        tree = try host.update()
        #expect([frame(tree, "opened").width, frame(tree, "reminder").width] == [2, 2])
        let sort = frame(tree, "sort")
        let after = try host.tap(at: CGPoint(x: sort.midX, y: sort.midY))
        #expect(frame(after, "sort").width == 2)
        #expect(host.sceneStorage["sort"] as? String == "date")
        #expect(host.sceneStorage["visited"] as? Date == Date(timeIntervalSince1970: 60))
    }
}
