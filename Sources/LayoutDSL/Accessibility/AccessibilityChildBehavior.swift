/// How `accessibilityElement(children:)` treats the elements inside a view: `.ignore` makes one
/// element of the view alone, `.combine` merges the children's labels into it, `.contain` keeps
/// them as children of a container element (https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
