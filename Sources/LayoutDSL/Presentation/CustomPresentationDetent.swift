/// A detent whose height an app computes (Apple's documentation of `CustomPresentationDetent`):
/// `height(in:)` answers from the context's largest height, above the bottom safe area, as
/// `height(_:)` detents are. Returning nil makes a detent inactive; here it reads as the large one.
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    static func height(in context: Self.Context) -> CGFloat?
}

extension PresentationDetent {
    /// What a custom detent's height is computed from: the largest height a detent may have
    /// (`maxDetentValue`) and the environment's values by name (`context.verticalSizeClass`). A
    /// sheet's detents are resolved without the presenting view's environment here, so the
    /// values are the defaults (an iPhone in portrait).
    @dynamicMemberLookup
    public struct Context {
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetentHeight(D.self)))
    }
}

/// A custom detent's type, equal by its identity, with its height function. `@unchecked`:
/// the function only calls the detent type's static `height(in:)`, which captures no state (a
/// metatype of a protocol that does not refine `SendableMetatype` cannot be checked).
struct CustomDetentHeight: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let height: (PresentationDetent.Context) -> CGFloat?

    init<D: CustomPresentationDetent>(_ detent: D.Type) {
        type = ObjectIdentifier(detent)
        height = { D.height(in: $0) }
    }

    static func == (lhs: CustomDetentHeight, rhs: CustomDetentHeight) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
