/// One transition for insertion and another for removal (Apple's `AsymmetricTransition`, iOS
/// 17): phases before identity (`willAppear`) draw `insertion`, `didDisappear` draws `removal`,
/// as `AnyTransition.asymmetric(insertion:removal:)` does. It moves the view if either does.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: BuiltInTransition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    var anyTransition: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}
