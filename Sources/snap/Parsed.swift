import ArgumentParser
import SnapRuntime

/// An option's value, parsed when the command line is: ArgumentParser turns a failed
/// `init?(argument:)` into exit 64, but a bad offset, sweep, drag or background has its own
/// exit code and message (`ArgumentValue`), so the error travels with the option and is thrown
/// when the request is built.
struct Parsed<Value: ArgumentValue>: ExpressibleByArgument {
    let result: Result<Value, Error>

    init(argument: String) { result = Result { try Value(parsing: argument) } }

    func get() throws -> Value { try result.get() }
}

extension CanvasSize: ExpressibleByArgument {}
extension ColorSchemeOption: ExpressibleByArgument {}
extension DesignOption: ExpressibleByArgument {}
extension DynamicTypeOption: ExpressibleByArgument {}
extension LayoutDirectionOption: ExpressibleByArgument {}
