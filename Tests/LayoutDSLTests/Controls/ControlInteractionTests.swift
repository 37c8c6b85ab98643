import LayoutDSL
import Testing

/// Taps and drags on buttons and toggles.
struct ControlInteractionTests {
    /// A counter: its button, and the count as a node's identifier.
    struct Counter<Style: PrimitiveButtonStyle>: View {
        let style: Style
        var disabled = false
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Add") { count += 1 }
                    .buttonStyle(style)
                    .disabled(disabled)
                    .frame(width: 100, height: 40)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("count \(count)")
            }
        }
    }

    /// A tap on a button runs its action, and the next frame shows the new state.
    @Test func tapRunsAction() throws {
        let host = controlHost(Counter(style: .borderedProminent), 100, 41)
        #expect(try host.update().node(id: "count 0") != nil)
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).node(id: "count 1") != nil)
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).node(id: "count 2") != nil)
    }

    /// A disabled button ignores taps.
    @Test func disabledButtonIgnoresTaps() throws {
        let host = controlHost(Counter(style: .bordered, disabled: true), 100, 41)
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).node(id: "count 0") != nil)
    }

    /// A custom PrimitiveButtonStyle decides what triggers the action: here a tap anywhere in
    /// the button's frame, where the label alone takes only taps on its text.
    @Test func primitiveStyleTriggers() throws {
        struct WholeFrame: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { configuration.trigger() }
            }
        }
        let host = controlHost(Counter(style: WholeFrame()), 100, 41)
        #expect(try host.tap(at: CGPoint(x: 5, y: 5)).node(id: "count 1") != nil)
        let automatic = controlHost(Counter(style: .automatic), 100, 41)
        #expect(try automatic.tap(at: CGPoint(x: 5, y: 5)).node(id: "count 0") != nil)
    }

    /// A primitive style that wraps `Button(configuration)` gets the automatic look by default
    /// and the look it asks for with `.buttonStyle`, without styling itself again.
    @Test func primitiveStyleWrapsButtonConfiguration() throws {
        struct Logged: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).buttonStyle(.borderedProminent).accessibilityIdentifier("logged")
            }
        }
        let host = controlHost(Counter(style: Logged()), 100, 41)
        let tree = try host.update()
        #expect(tree.nodes(id: "logged").count == 1)
        // The prominent look's fill, 12 + 12 around the label.
        #expect(tree.node(id: "logged")?.frame.width == tree.allNodes.first { $0.text == "Add" }.map { $0.frame.width + 24 })
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).node(id: "count 1") != nil)
    }

    /// A style that names its pressed state.
    struct PressReporting: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 100, height: 40)
                .background(Color.gray)
                .accessibilityIdentifier(configuration.isPressed ? "pressed" : "idle")
        }
    }

    struct PressScreen: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Press") { count += 1 }.buttonStyle(PressReporting())
                Color.clear.frame(width: 200, height: 160).accessibilityIdentifier("count \(count)")
            }
            .frame(width: 200, height: 200, alignment: .top)
        }
    }

    /// While a finger is down inside the button it is pressed, from the first frame; dragged out
    /// of its bounds it is not, and lifting outside does not run the action.
    @Test func pressedWhileFingerInsideAndCancelledOutside() throws {
        let host = controlHost(PressScreen(), 200, 200)
        // The button spans x 50…150, y 0…40; the finger moves down 80 pt in 8 frames.
        let frames = try host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 100), duration: 8.0 / 60, settle: 1.0 / 60)
        let pressed = frames.map { $0.tree.node(id: "pressed") != nil }
        // Steps 0…8 at y = 20, 30, …, 100: inside up to y = 30 (y < 40).
        #expect(pressed == [true, true, false, false, false, false, false, false, false, false])
        #expect(frames.last?.tree.node(id: "count 0") != nil)
    }

    /// A drag that stays inside the button presses it and runs the action on release.
    @Test func liftingInsideRunsAction() throws {
        let host = controlHost(PressScreen(), 200, 200)
        let frames = try host.drag(from: CGPoint(x: 60, y: 20), to: CGPoint(x: 140, y: 30), duration: 4.0 / 60, settle: 1.0 / 60)
        #expect(frames.dropLast().allSatisfy { $0.tree.node(id: "pressed") != nil })
        #expect(frames.last?.tree.node(id: "idle") != nil)
        #expect(frames.last?.tree.node(id: "count 1") != nil)
    }

    /// Out and back in: pressed again, and the action runs.
    @Test func draggingBackInPressesAgain() throws {
        let host = controlHost(PressScreen(), 200, 200)
        var frames = try host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 60), duration: 2.0 / 60, settle: 0)
        #expect(frames.map { $0.tree.node(id: "pressed") != nil }.prefix(3) == [true, false, false])
        frames = try host.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20), duration: 2.0 / 60, settle: 1.0 / 60)
        // A touch that lands outside the button never presses it.
        #expect(frames.allSatisfy { $0.tree.node(id: "pressed") == nil })
        #expect(frames.last?.tree.node(id: "count 0") != nil)
    }

    /// A drag that starts on a button in a scroll view scrolls, and the button is neither
    /// pressed nor triggered, as UIScrollView holds touches back (`delaysContentTouches`).
    @Test func dragOnButtonInScrollViewScrolls() throws {
        struct Scrolling: View {
            @State private var count = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Button("Press") { count += 1 }.buttonStyle(PressReporting())
                        Color.clear.frame(width: 200, height: 600)
                    }
                    .frame(width: 200)
                }
                .overlay(Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("count \(count)"))
            }
        }
        let host = controlHost(Scrolling(), 200, 200)
        let frames = try host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 10), duration: 4.0 / 60, settle: 1.0 / 60)
        #expect(frames.allSatisfy { $0.tree.node(id: "pressed") == nil })
        #expect(frames.last?.tree.node(id: "count 0") != nil)
        #expect(frames.last.map { $0.tree.node(id: "idle")!.frame.minY < 0 } == true)
    }

    struct Switch: View {
        var disabled = false
        @State private var isOn = false
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn).disabled(disabled)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier(isOn ? "on" : "off")
            }
            .frame(width: 300)
        }
    }

    /// A tap on the switch flips it; a tap on the label does not (as on iOS).
    @Test func toggleFlipsOnTap() throws {
        let host = controlHost(Switch(), 300, 32)
        #expect(try host.tap(at: CGPoint(x: 20, y: 15)).node(id: "off") != nil)
        #expect(try host.tap(at: CGPoint(x: 275, y: 15)).node(id: "on") != nil)
        #expect(try host.tap(at: CGPoint(x: 275, y: 15)).node(id: "off") != nil)
    }

    /// A disabled toggle ignores taps.
    @Test func disabledToggleIgnoresTaps() throws {
        let host = controlHost(Switch(disabled: true), 300, 32)
        #expect(try host.tap(at: CGPoint(x: 275, y: 15)).node(id: "off") != nil)
    }

    /// A custom ToggleStyle, written as iOS developers write a checkbox: it reads and flips
    /// `configuration.isOn`.
    @Test func customToggleStyleFlips() throws {
        struct Checkbox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark" : "square")
                    configuration.label
                }
                .frame(width: 100, height: 40)
                .contentShape(Rectangle())
                .onTapGesture { configuration.isOn.toggle() }
                .accessibilityIdentifier(configuration.isOn ? "checked" : "unchecked")
            }
        }
        struct Terms: View {
            @State private var accepted = false
            var body: some View { Toggle("Accept", isOn: $accepted).toggleStyle(Checkbox()) }
        }
        let host = controlHost(Terms(), 100, 40)
        #expect(try host.update().node(id: "unchecked") != nil)
        #expect(try host.tap(at: CGPoint(x: 5, y: 5)).node(id: "checked") != nil)
    }

    /// The button toggle style flips on tap.
    @Test func buttonToggleFlips() throws {
        struct Bold: View {
            @State private var isOn = false
            var body: some View {
                VStack(spacing: 0) {
                    Toggle("Bold", isOn: $isOn).toggleStyle(.button).frame(width: 100, height: 40)
                    Color.clear.frame(width: 1, height: 1).accessibilityIdentifier(isOn ? "on" : "off")
                }
            }
        }
        let host = controlHost(Bold(), 100, 41)
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).node(id: "on") != nil)
    }

    /// EditButton flips the environment's edit mode and titles itself "Done" while editing.
    @Test func editButtonFlipsEditMode() throws {
        struct Editing: View {
            @State private var mode = EditMode.inactive
            var body: some View {
                EditButton().environment(\.editMode, $mode).frame(width: 100, height: 40)
            }
        }
        let host = controlHost(Editing(), 100, 40)
        #expect(try host.update().allNodes.contains { $0.text == "Edit" })
        #expect(try host.tap(at: CGPoint(x: 50, y: 20)).allNodes.contains { $0.text == "Done" })
    }
}
