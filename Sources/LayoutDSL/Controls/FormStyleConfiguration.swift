/// What a `FormStyle` gets of a form: its content, type-erased.
public struct FormStyleConfiguration {
    public typealias Content = _StyleConfigurationPart<_FormContentRole>
    public let content: Content
}
