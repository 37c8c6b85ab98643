/// An opaque geometric value of a view (a rectangle or a point), which any ancestor's
/// `GeometryProxy` can convert into its own space: `proxy[anchor]`.
public struct Anchor<Value> {
    /// The value in the local space of the view that created the anchor.
    let local: Value
    /// That view's local space to root space.
    let transform: CGAffineTransform
    let apply: (Value, CGAffineTransform) -> Value

    func resolve(_ t: CGAffineTransform) -> Value { apply(local, t) }

    /// Where an anchor's value comes from, given the view's bounds.
    public struct Source {
        let make: (CGRect) -> Value
        let apply: (Value, CGAffineTransform) -> Value

        func anchor(size: CGSize, transform: CGAffineTransform) -> Anchor<Value> {
            Anchor(local: make(CGRect(size: size)), transform: transform, apply: apply)
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they denote the same value in root space.
    public static func == (l: Anchor, r: Anchor) -> Bool {
        l.resolve(l.transform) == r.resolve(r.transform)
    }
}

/// Sources of several anchors at once (Apple's `Anchor.Source.init(_:)` for an optional and for
/// an array): each made from the same view's bounds and converted to another space one by one,
/// so a preference can carry an optional anchor or a list of them.
extension Anchor.Source {
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(make: { bounds in anchor.map { $0.make(bounds) } },
                  apply: { value, transform in anchor.flatMap { source in value.map { source.apply($0, transform) } } })
    }

    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(make: { bounds in array.map { $0.make(bounds) } },
                  apply: { values, transform in zip(array, values).map { $0.apply($1, transform) } })
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { rect { $0 } }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect { _ in r } }
    static func rect(_ make: @escaping (CGRect) -> CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(make: make, apply: { $0.applying($1) })
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { unitPoint { _ in p } }
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        unitPoint { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }
    }
    static func unitPoint(_ make: @escaping (CGRect) -> CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(make: make, apply: { $0.applying($1) })
    }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}
