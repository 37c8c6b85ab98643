/// A control style kept in the environment: its `makeBody`, type-erased. Each style protocol
/// adds the initializer that wraps a conforming style (beside the protocol).
struct AnyStyle<Configuration> {
    let body: (Configuration) -> AnyView
}
