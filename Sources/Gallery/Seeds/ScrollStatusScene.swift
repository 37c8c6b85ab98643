import LayoutDSL

/// Tells whether a ScrollView is scrolling (portable technique of seed 003): a sensor on the
/// scrolled content publishes its frame; a monitor treats every change as scrolling and 0.15 s
/// on the host's clock without a change as stopped, and passes the status down the environment.
public struct ScrollStatusScene: View {
    @State private var isScrolling = false
    public static let idleDelay: Double = 0.15

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            StatusBar()
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<60) { index in
                        Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 44).background(Color(.systemGray6))
                    }
                }
                .padding(16)
                .scrollSensor()
            }
            .accessibilityIdentifier("scroll")
        }
        .scrollStatusMonitor($isScrolling)
        .environment(\.isScrolling, isScrolling)
        .background(Color.white)
    }

    struct StatusBar: View {
        @Environment(\.isScrolling) private var isScrolling
        var body: some View {
            HStack {
                Circle().fill(isScrolling ? Color.green : Color.gray).frame(width: 12, height: 12)
                Text(isScrolling ? "Scrolling" : "Idle").font(.headline).accessibilityIdentifier(isScrolling ? "scrolling" : "idle")
                Spacer()
            }
            .padding(16)
            .background(Color(.systemGray5))
        }
    }
}

private struct IsScrollingKey: EnvironmentKey {
    static var defaultValue = false
}

extension EnvironmentValues {
    var isScrolling: Bool {
        get { self[IsScrollingKey.self] }
        set { self[IsScrollingKey.self] = newValue }
    }
}

struct SensorKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

extension View {
    /// Publishes the content's position, so a monitor above sees every scroll.
    func scrollSensor() -> some View {
        overlay(GeometryReader { proxy in
            Color.clear.preference(key: SensorKey.self, value: proxy.frame(in: .global).minY)
        })
    }

    /// Scrolling while the sensor moves; idle once it has been still for 0.15 s.
    func scrollStatusMonitor(_ isScrolling: Binding<Bool>) -> some View {
        modifier(ScrollStatusMonitor(isScrolling: isScrolling))
    }
}

struct ScrollStatusMonitor: ViewModifier {
    @Binding var isScrolling: Bool
    @State private var lastChange: CFTimeInterval = 0
    @State private var seenFirst = false

    func body(content: Content) -> some View {
        content.onPreferenceChange(SensorKey.self) { _ in
            // The first value is the layout's, not a scroll.
            guard seenFirst else { seenFirst = true; return }
            isScrolling = true
            let changed = CACurrentMediaTime()
            lastChange = changed
            DispatchQueue.main.asyncAfter(deadline: .now() + ScrollStatusScene.idleDelay) {
                if lastChange == changed { isScrolling = false }
            }
        }
    }
}
