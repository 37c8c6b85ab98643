@testable import LayoutDSL
import Testing

/// User-written styles for the new controls get their configurations: a gauge's fraction, a
/// menu's label, a control group's content, a disclosure group's binding.
struct CustomControlStylesTests {
    struct WidthGauge: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.gray.frame(width: 100 * configuration.value, height: 10)
        }
    }

    struct Boxed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(10)
        }
    }

    struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) { configuration.content }
        }
    }

    struct AlwaysOpen: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label
                if configuration.isExpanded { configuration.content }
            }
            .onAppear { configuration.isExpanded = true }
        }
    }

    @Test func gaugeStyle() throws {
        #expect(try size(of: Gauge(value: 3, in: 0...4) { EmptyView() }.gaugeStyle(WidthGauge()), proposing: nil, nil)
                == CGSize(width: 75, height: 10))
    }

    /// `Menu(configuration)` inside a style draws the automatic (borderless) menu, padded once.
    @Test func menuStyle() throws {
        let menu = Menu { Button("A") {} } label: { Color.gray.frame(width: 60, height: 30) }.menuStyle(Boxed())
        #expect(try size(of: menu, proposing: nil, nil) == CGSize(width: 80, height: 50))
    }

    @Test func controlGroupStyle() throws {
        let group = ControlGroup {
            Color.gray.frame(width: 20, height: 10)
            Color.gray.frame(width: 40, height: 10)
        }
        .controlGroupStyle(Stacked())
        #expect(try size(of: group, proposing: nil, nil) == CGSize(width: 40, height: 20))
    }

    @Test func disclosureGroupStyle() throws {
        let group = DisclosureGroup {
            Color.gray.frame(width: 50, height: 30).accessibilityIdentifier("content")
        } label: {
            Color.blue.frame(width: 80, height: 20)
        }
        .disclosureGroupStyle(AlwaysOpen())
        let host = ViewHost(group, canvasSize: CGSize(width: 300, height: 200))
        #expect(try host.update().node(id: "content") != nil)
    }

    /// A style's own dynamic properties are installed before its body runs, as SwiftUI does:
    /// a `ButtonStyle` reading `\.isEnabled` sees `.disabled(true)` around its button (drawn
    /// 50 wide disabled, 100 enabled), and so does a `ToggleStyle`.
    struct EnabledWidth: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            Color.gray.frame(width: isEnabled ? 100 : 50, height: 10)
        }
    }

    struct EnabledToggle: ToggleStyle {
        @Environment(\.isEnabled) var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            Color.gray.frame(width: isEnabled ? 100 : 50, height: 10)
        }
    }

    @Test func stylesReadTheirEnvironment() throws {
        #expect(try size(of: Button("A") {}.buttonStyle(EnabledWidth()), proposing: nil, nil).width == 100)
        #expect(try size(of: Button("A") {}.buttonStyle(EnabledWidth()).disabled(true), proposing: nil, nil).width == 50)
        #expect(try size(of: VStack { Button("A") {}.buttonStyle(EnabledWidth()) }.disabled(true), proposing: nil, nil).width == 50)
        let toggle = Toggle("A", isOn: .constant(true)).toggleStyle(EnabledToggle())
        #expect(try size(of: toggle, proposing: nil, nil).width == 100)
        #expect(try size(of: toggle.disabled(true), proposing: nil, nil).width == 50)
    }
}
