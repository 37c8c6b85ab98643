import LayoutDSL
import Testing

/// A toggle of several sources (`Toggle(sources:isOn:)`) is on when all are, mixed when they
/// disagree, and sets them all; `Toggle(configuration)` in a style's body draws the default
/// switch with the style's configuration.
struct ToggleSourcesTests {
    struct Alarm: Hashable { var isOn: Bool }

    /// Names the state: "on", "off" or "mixed", and flips on a tap.
    struct Stated: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.gray.frame(width: 100, height: 40)
                .contentShape(Rectangle())
                .onTapGesture { configuration.isOn.toggle() }
                .accessibilityIdentifier(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
        }
    }

    struct Alarms: View {
        @State var alarms: [Alarm]
        var body: some View {
            VStack(spacing: 0) {
                Toggle("All alarms", sources: $alarms, isOn: \.isOn).toggleStyle(Stated())
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier(alarms.map { $0.isOn ? "1" : "0" }.joined())
            }
        }
    }

    @Test func mixedSourcesTurnAllOnTogether() throws {
        let host = ViewHost(Alarms(alarms: [Alarm(isOn: true), Alarm(isOn: false), Alarm(isOn: true)]),
                            canvasSize: CGSize(width: 100, height: 41))
        let before = try host.update()
        #expect(before.node(id: "mixed") != nil && before.node(id: "101") != nil)
        let after = try host.tap(at: CGPoint(x: 50, y: 20))
        #expect(after.node(id: "on") != nil && after.node(id: "111") != nil)
        let off = try host.tap(at: CGPoint(x: 50, y: 20))
        #expect(off.node(id: "off") != nil && off.node(id: "000") != nil)
    }

    /// A style that wraps the default switch in a red frame: `Toggle(configuration)` draws the
    /// switch (no recursion into the same style) at the same size as a plain toggle's.
    @Test func configurationToggleDrawsTheDefaultSwitch() throws {
        struct Framed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Toggle(configuration).accessibilityIdentifier("inner").border(Color.red)
            }
        }
        let styled = try resolve(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Framed()), 300, 100)
        let plain = try resolve(Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("inner"), 300, 100)
        #expect(frame(styled, "inner") == frame(plain, "inner"))
    }
}
