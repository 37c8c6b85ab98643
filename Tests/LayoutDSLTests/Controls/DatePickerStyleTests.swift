@testable import LayoutDSL
import Foundation
import Testing

/// A user-written `DatePickerStyle` gets SwiftUI's configuration: the label, the date as a binding
/// clamped to the range, the bounds (`nil` where the range is open) and the components.
struct DatePickerStyleTests {
    static let day: TimeInterval = 86_400
    static let date = Date(timeIntervalSinceReferenceDate: 817_119_660)

    /// Shows the configuration as text; a tap on "+" moves the date a day later.
    struct DayStepper: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label.accessibilityIdentifier("label")
                Text(verbatim: "\(Int(configuration.selection.timeIntervalSinceReferenceDate))").accessibilityIdentifier("date")
                Text(verbatim: configuration.minimumDate.map { "\(Int($0.timeIntervalSinceReferenceDate))" } ?? "open")
                    .accessibilityIdentifier("min")
                Text(verbatim: configuration.maximumDate.map { "\(Int($0.timeIntervalSinceReferenceDate))" } ?? "open")
                    .accessibilityIdentifier("max")
                Text(configuration.displayedComponents == .date ? "date" : "other").accessibilityIdentifier("components")
                Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("plus")
                    .onTapGesture { configuration.selection += DatePickerStyleTests.day }
            }
        }
    }

    struct Screen: View {
        @State var date = DatePickerStyleTests.date
        let range: ClosedRange<Date>?
        var body: some View {
            Group {
                if let range {
                    DatePicker("Due", selection: $date, in: range, displayedComponents: .date)
                } else {
                    DatePicker("Due", selection: $date)
                }
            }
            .datePickerStyle(DayStepper())
        }
    }

    private func texts(_ tree: ResolvedTree) -> [String] {
        ["date", "min", "max", "components"].map { tree.node(id: $0)?.subtree.compactMap(\.text).first ?? "-" }
    }

    @Test func openRangeHasNoBounds() throws {
        let tree = try resolve(Screen(range: nil))
        #expect(texts(tree) == ["817119660", "open", "open", "other"])
        #expect(tree.node(id: "label")?.subtree.compactMap(\.text) == ["Due"])
    }

    /// The range ends a day and a half after the date: the first tap moves a day, the second
    /// stops at the end, as UIDatePicker clamps.
    @Test func editsClampToTheRange() throws {
        let end = Self.date.addingTimeInterval(1.5 * Self.day)
        let host = ViewHost(Screen(range: Self.date...end), canvasSize: CGSize(width: 400, height: 400))
        var tree = try host.update()
        #expect(texts(tree) == ["817119660", "817119660", "\(Int(end.timeIntervalSinceReferenceDate))", "date"])
        let plus = try #require(tree.node(id: "plus")).frame
        tree = try host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(texts(tree)[0] == "\(817_119_660 + Int(Self.day))")
        tree = try host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(texts(tree)[0] == "\(Int(end.timeIntervalSinceReferenceDate))")
    }

    /// The built-in styles are styles like any other: `makeBody` draws what `.datePickerStyle` draws.
    @Test func builtInStylesMakeBodies() throws {
        let configuration = DatePickerStyleConfiguration(label: Text("Day"), selection: .constant(Self.date),
                                                         range: .distantPast ... .distantFuture, displayedComponents: .date)
        let direct = try resolve(WheelDatePickerStyle().makeBody(configuration: configuration))
        let styled = try resolve(DatePicker("Day", selection: .constant(Self.date), displayedComponents: .date).datePickerStyle(.wheel))
        #expect(direct.allNodes.compactMap(\.text) == styled.allNodes.compactMap(\.text))
        #expect(direct.allNodes.compactMap(\.text).contains("23"))
    }
}
