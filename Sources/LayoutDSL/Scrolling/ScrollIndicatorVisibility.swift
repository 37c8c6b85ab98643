/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility` (iOS 16):
/// `.hidden` hides them (iOS may still show them, for instance while a hardware pointer
/// scrolls) and `.never` always does; `.automatic` and `.visible` show them while scrolling.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)

    var showsIndicators: Bool { self == .automatic || self == .visible }
}

/// The visibility set for each axis by `scrollIndicators(_:axes:)`.
struct ScrollIndicatorVisibilities: Equatable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic

    /// Whether a scroll view along `axes` draws its indicators: any of its axes showing them.
    func shows(_ axes: Axis.Set) -> Bool {
        (axes.contains(.vertical) && vertical.showsIndicators) || (axes.contains(.horizontal) && horizontal.showsIndicators)
    }
}

private struct ScrollIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibilities() }

extension EnvironmentValues {
    var scrollIndicators: ScrollIndicatorVisibilities {
        get { self[ScrollIndicatorsKey.self] } set { self[ScrollIndicatorsKey.self] = newValue }
    }
    /// The visibility `scrollIndicators(_:axes:)` set for each axis, which scroll views read.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicators.horizontal } set { scrollIndicators.horizontal = newValue }
    }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicators.vertical } set { scrollIndicators.vertical = newValue }
    }
}

nonisolated extension View {
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicators) { visibilities in
            if axes.contains(.vertical) { visibilities.vertical = visibility }
            if axes.contains(.horizontal) { visibilities.horizontal = visibility }
        }
    }

    /// Accepted with SwiftUI's signatures (iOS 17): a flash is the indicators appearing for a
    /// moment, which a frame at rest does not catch.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }
}
