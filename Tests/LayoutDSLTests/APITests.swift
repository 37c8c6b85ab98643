import LayoutDSL
import Testing

/// ViewBuilder forms, identity, custom layouts and modifiers, observable objects, ViewThatFits.
struct APITests {
    /// Blocks of any size (parameter packs), `switch`, `if let`, availability checks.
    @Test func builderForms() throws {
        struct Many: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
                    Color.red; Color.red; Color.red; Color.red; Color.red; Color.red.accessibilityIdentifier("twelfth")
                }
            }
        }
        #expect(frame(try resolve(Many(), 120, 10), "twelfth") == rect(110, 0, 10, 10))

        enum Kind { case a, b, c }
        struct Switcher: View {
            let kind: Kind
            let name: String?
            var body: some View {
                VStack {
                    switch kind {
                    case .a: Color.red.accessibilityIdentifier("a")
                    case .b: Color.blue.accessibilityIdentifier("b")
                    case .c: EmptyView()
                    }
                    if let name { Color.green.accessibilityIdentifier(name) }
                    if #available(macOS 10.15, *) { Color.gray.accessibilityIdentifier("available") }
                }
            }
        }
        let tree = try resolve(Switcher(kind: .b, name: "named"))
        #expect(tree.node(id: "a") == nil && tree.node(id: "b") != nil && tree.node(id: "named") != nil)
        #expect(tree.node(id: "available") != nil)
        #expect(try resolve(Switcher(kind: .c, name: nil)).allNodes.filter { $0.id != nil }.map(\.id) == ["available"])
    }

    /// ForEach identity: state follows the element's id when the data is reordered. Each row
    /// records its id in state when it appears; after the order reverses, a positional identity
    /// would show row 3 with row 1's state.
    @Test func forEachStateFollowsIDs() throws {
        struct Row: View {
            let id: Int
            @State var recorded = 0
            var body: some View {
                Color.red.frame(width: CGFloat(recorded), height: 1).accessibilityIdentifier("row\(id)")
                    .onAppear { recorded = id * 10 }
            }
        }
        struct Rows: View {
            @State var order = [1, 2, 3]
            var body: some View {
                VStack { ForEach(order, id: \.self) { Row(id: $0) } }
                    .onAppear { order.reverse() }
            }
        }
        let tree = try resolve(Rows())
        #expect(frame(tree, "row1").width == 10)
        #expect(frame(tree, "row3").width == 30)
        #expect(frame(tree, "row3").minY < frame(tree, "row1").minY)
    }

    /// `.id(_:)` with a new value gives a view a new identity, and fresh state.
    @Test func explicitIDResetsState() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("c").onAppear { count += 5 }
            }
        }
        struct Root: View {
            @State var generation = 0
            var body: some View {
                Counter().id(generation).onAppear { generation = 1 }
            }
        }
        // The first Counter appeared (5), then the id changed: the new one starts at 0 and appears (5).
        #expect(frame(try resolve(Root()), "c").width == 5)
    }

    /// A user-written Layout with a cache and layout values runs like the built-in ones.
    @Test func customLayout() throws {
        struct Ratio: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        /// Splits the width by each subview's ratio value.
        struct Proportional: Layout {
            func makeCache(subviews: Subviews) -> CGFloat { subviews.reduce(0) { $0 + $1[Ratio.self] } }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
                var x = bounds.minX
                for subview in subviews {
                    let width = bounds.width * subview[Ratio.self] / cache
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
                    x += width
                }
            }
        }
        let tree = try resolve(Proportional {
            Color.red.layoutValue(key: Ratio.self, value: 1).accessibilityIdentifier("one")
            Color.blue.layoutValue(key: Ratio.self, value: 3).accessibilityIdentifier("three")
        }, 400, 100)
        #expect(frame(tree, "one") == rect(0, 0, 100, 100))
        #expect(frame(tree, "three") == rect(100, 0, 300, 100))
    }

    /// A custom ViewModifier's body wraps the content it receives.
    @Test func customViewModifier() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(10).background(Color.white) }
        }
        let tree = try resolve(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("inner")
            .modifier(Card()).accessibilityIdentifier("card"), 100, 100)
        #expect(frame(tree, "card") == rect(30, 30, 40, 40))
        #expect(frame(tree, "inner") == rect(40, 40, 20, 20))
        #expect(tree.node(id: "card")?.views == ["Card"])
    }

    /// Custom environment keys flow to @Environment readers.
    @Test func customEnvironmentKey() throws {
        struct Bar: View {
            @Environment(\.thickness) var thickness
            var body: some View { Color.red.frame(width: 10, height: thickness).accessibilityIdentifier("bar") }
        }
        #expect(frame(try resolve(Bar()), "bar").height == 3)
        #expect(frame(try resolve(Bar().environment(\.thickness, 7)), "bar").height == 7)
    }

    final class Model: ObservableObject {
        @Published var width: CGFloat = 10
    }

    /// @StateObject lives with the view; @Published changes re-evaluate observers.
    @Test func observableObjects() throws {
        struct Child: View {
            @ObservedObject var model: Model
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("bar") }
        }
        struct Root: View {
            @StateObject var model = Model()
            var body: some View { Child(model: model).onAppear { model.width = 40 } }
        }
        let host = ViewHost(Root(), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "bar").width == 40)
        #expect(host.passCount == 2)
    }

    @Test func environmentObject() throws {
        struct Reader: View {
            @EnvironmentObject var model: Model
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("bar") }
        }
        let model = Model()
        model.width = 25
        #expect(frame(try resolve(Reader().environmentObject(model)), "bar").width == 25)
    }

    /// ViewThatFits shows the first child whose ideal size fits, else the last.
    @Test func viewThatFits() throws {
        func choice(_ width: CGFloat) throws -> String? {
            let tree = try resolve(ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
                Color.green.frame(width: 50, height: 10).accessibilityIdentifier("tiny")
            }, width, 50)
            return tree.allNodes.compactMap(\.id).first
        }
        #expect(try choice(300) == "wide")
        #expect(try choice(150) == "narrow")
        #expect(try choice(20) == "tiny")
    }

    /// The resolved tree as JSON: stable, with ids, frames, transforms and opacity.
    @Test func jsonOutput() throws {
        let tree = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(0.5), 20, 20)
        let text = String(decoding: try tree.jsonData(), as: UTF8.self)
        #expect(text.contains("\"id\" : \"dot\""))
        #expect(text.contains("\"type\" : \"opacity\""))
        #expect(text.contains("\"opacity\" : 0.5"))
        #expect(text.contains("\"transform\" : [\n      1,\n      0,\n      0,\n      1,\n      5,\n      5\n    ]"))
        #expect(try tree.jsonData() == resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(0.5), 20, 20).jsonData())
    }
}

extension EnvironmentValues {
    var thickness: CGFloat {
        get { self[APITestsThickness.self] } set { self[APITestsThickness.self] = newValue }
    }
}
struct APITestsThickness: EnvironmentKey { static var defaultValue: CGFloat = 3 }
