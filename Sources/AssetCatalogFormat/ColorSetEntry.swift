/// One readable colour of a colour set: the appearance it is for, and its components or the
/// system colour it names.
public struct ColorSetEntry: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case components(AssetColorComponents)
        case system(SystemColorReference)
    }

    public var appearance: AssetAppearance
    public var value: Value
}
