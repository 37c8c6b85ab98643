@testable import LayoutDSL
import Testing

/// Focus: the focused field draws the caret after its text; a tap focuses a field; setting
/// `@FocusState` from code moves the caret; a disabled field takes no focus.
struct FocusStateTests {
    enum Field: Hashable { case email, password }

    struct Form: View {
        @FocusState var focus: Field?
        @State var email = "ann"
        @State var password = ""
        let initial: Field?
        var body: some View {
            VStack(spacing: 0) {
                TextField("Email", text: $email).focused($focus, equals: .email)
                SecureField("Password", text: $password).focused($focus, equals: .password)
                Text(focus.map { "\($0)" } ?? "none").accessibilityIdentifier("state")
            }
            .onAppear { focus = initial }
        }
    }

    /// The caret's bar: the only 2-point-wide rectangle in these views.
    private func carets(_ tree: ResolvedTree) -> [CGRect] {
        tree.allNodes.filter { $0.type == "Rectangle" && $0.frame.width == 2 }.map(\.frame)
    }

    @Test func focusFromCodeDrawsTheCaretAfterTheText() throws {
        let host = controlHost(Form(initial: .email).frame(width: 300, height: 200, alignment: .top), 300, 200)
        let tree = try host.update()
        let line = try size(of: Text("A"), proposing: nil, nil).height
        // "ann" is 25.5 wide: the caret's leading edge is there, 2 pt wide, one line tall.
        #expect(carets(tree) == [CGRect(x: 25.5, y: 0, width: 2, height: line)])
    }

    @Test func tapMovesFocus() throws {
        let host = controlHost(Form(initial: nil).frame(width: 300, height: 200, alignment: .top), 300, 200)
        var tree = try host.update()
        #expect(carets(tree).isEmpty)
        let line = try size(of: Text("A"), proposing: nil, nil).height
        tree = try host.tap(at: CGPoint(x: 150, y: line * 1.5))
        // The empty password field: the caret at its leading edge, before the placeholder.
        #expect(carets(tree) == [CGRect(x: 0, y: line, width: 2, height: line)])
        tree = try host.tap(at: CGPoint(x: 250, y: line / 2))
        #expect(carets(tree).map(\.minY) == [0])
    }

    @Test func boolFocusStateAndDisabled() throws {
        struct Search: View {
            @FocusState var focused: Bool
            let disabled: Bool
            var body: some View {
                TextField("Search", text: .constant("")).focused($focused).disabled(disabled)
            }
        }
        for disabled in [false, true] {
            let host = controlHost(Search(disabled: disabled).frame(width: 200, height: 100), 200, 100)
            _ = try host.update()
            let tree = try host.tap(at: CGPoint(x: 100, y: 50))
            #expect(carets(tree).count == (disabled ? 0 : 1))
        }
    }

    /// A field with no `.focused` binding still takes focus from a tap, and the deprecated
    /// `onEditingChanged` hears it once.
    @Test func unboundFieldFocusesOnTap() throws {
        final class Log { var events: [Bool] = [] }
        let log = Log()
        let host = controlHost(TextField("Name", text: .constant(""), onEditingChanged: { log.events.append($0) }).frame(width: 200, height: 100), 200, 100)
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 100, y: 50))
        let tree = try host.tap(at: CGPoint(x: 100, y: 50))
        #expect(carets(tree).count == 1)
        #expect(log.events == [true])
    }
}

/// A tap anywhere on a rounded-border field focuses it: in its insets too, not only on the text.
struct RoundedBorderFocusTests {
    @Test func tapInTheInsetsFocuses() throws {
        // The 34-pt field is centred in 100: 33...67; its text line is 39...61, so y = 36 is in the top inset.
        for y: CGFloat in [36, 50] {
            let host = controlHost(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200, height: 100), 200, 100)
            _ = try host.update()
            let tree = try host.tap(at: CGPoint(x: 100, y: y))
            #expect(tree.allNodes.contains { $0.type == "Rectangle" && $0.frame.width == 2 })
        }
        let host = controlHost(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200, height: 100), 200, 100)
        _ = try host.update()
        #expect(!(try host.tap(at: CGPoint(x: 100, y: 20))).allNodes.contains { $0.type == "Rectangle" && $0.frame.width == 2 })
    }
}

/// One field has focus at a time: tapping another moves focus away from the first, whether
/// the fields are bound to their own Bool focus states or to none.
struct SingleFocusTests {
    private func carets(_ tree: ResolvedTree) -> [CGFloat] {
        tree.allNodes.filter { $0.type == "Rectangle" && $0.frame.width == 2 }.map(\.frame.minY)
    }

    @Test func unboundFields() throws {
        let form = VStack(spacing: 0) {
            TextField("A", text: .constant(""))
            TextField("B", text: .constant(""))
        }
        let host = controlHost(form.frame(width: 200, height: 100, alignment: .top), 200, 100)
        _ = try host.update()
        #expect(carets(try host.tap(at: CGPoint(x: 100, y: 5))) == [0])
        #expect(carets(try host.tap(at: CGPoint(x: 100, y: 30))) == [20.287109375])
    }

    struct TwoFlags: View {
        @FocusState var first: Bool
        @FocusState var second: Bool
        var body: some View {
            VStack(spacing: 0) {
                TextField("A", text: .constant("")).focused($first)
                TextField("B", text: .constant("")).focused($second)
                Text(first ? "first" : second ? "second" : "none").accessibilityIdentifier("state")
            }
        }
    }

    @Test func boolFocusStatesHandOver() throws {
        let host = controlHost(TwoFlags().frame(width: 200, height: 100, alignment: .top), 200, 100)
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 100, y: 5))
        let tree = try host.tap(at: CGPoint(x: 100, y: 30))
        #expect(carets(tree) == [20.287109375])
        #expect(tree.node(id: "state")?.text == "second")
    }
}

extension SingleFocusTests {
    struct Mixed: View {
        enum Field: Hashable { case email }
        @FocusState var focus: Field?
        var body: some View {
            VStack(spacing: 0) {
                TextField("Email", text: .constant("")).focused($focus, equals: .email)
                TextField("Note", text: .constant(""))
                Text(focus == nil ? "nil" : "email").accessibilityIdentifier("state")
            }
        }
    }

    /// An optional focus state that named the field goes back to nil when an unbound field takes focus.
    @Test func optionalFocusStateResignsToNil() throws {
        let host = controlHost(Mixed().frame(width: 200, height: 100, alignment: .top), 200, 100)
        _ = try host.update()
        #expect(try host.tap(at: CGPoint(x: 100, y: 5)).node(id: "state")?.text == "email")
        let tree = try host.tap(at: CGPoint(x: 100, y: 30))
        #expect(tree.node(id: "state")?.text == "nil")
        #expect(carets(tree) == [20.287109375])
    }
}

/// A child view takes the focus state as `@FocusState.Binding`, as SwiftUI code passes it down.
struct FocusStateBindingTests {
    struct SearchBar: View {
        @FocusState.Binding var isFocused: Bool
        var body: some View { TextField("Search", text: .constant("")).focused($isFocused) }
    }

    struct Screen: View {
        @FocusState private var searching: Bool
        var body: some View {
            VStack(spacing: 0) {
                SearchBar(isFocused: $searching)
                Text(searching ? "searching" : "idle").accessibilityIdentifier("state")
            }
        }
    }

    @Test func childFocusesThroughTheBinding() throws {
        let host = controlHost(Screen().frame(width: 200, height: 100, alignment: .top), 200, 100)
        #expect(try host.update().node(id: "state")?.text == "idle")
        #expect(try host.tap(at: CGPoint(x: 100, y: 5)).node(id: "state")?.text == "searching")
    }
}
