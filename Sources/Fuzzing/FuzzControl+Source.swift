/// A control as the Swift source that builds it (`FuzzControl.view`), its content indented.
extension FuzzControl {
    func source(_ content: [FuzzNode]) -> [String] {
        let rows = content.flatMap { $0.source.indented }
        func first() -> [String] { content.first?.source ?? ["EmptyView()"] }
        func second() -> [String] { content.dropFirst().first?.source ?? ["Text(\"Presented\")"] }
        switch self {
        case .button(let title, let style, let role):
            return ["Button(\(literal(title)), role: \(Self.roleSource(role))) {}"
                    + styleIf("buttonStyle", Self.buttonStyles[wrapping: style])]
        case .toggle(let title, let isOn, let style):
            return ["Toggle(\(literal(title)), isOn: .constant(\(isOn)))" + styleIf("toggleStyle", Self.toggleStyles[wrapping: style])]
        case .slider(let value, let lower, let upper, let step):
            let range = FuzzControl.range(lower, upper)
            return ["Slider(value: .constant(\(number(value))), in: \(number(range.lowerBound))...\(number(range.upperBound))"
                    + (step.map { ", step: \(number($0))" } ?? "") + ")"]
        case .stepper(let title, let value, let lower, let upper):
            return ["Stepper(\(literal(title)), value: .constant(\(value)), in: \(min(lower, upper))...\(max(lower, upper)))"]
        case .picker(let options, let selection, let style):
            return ["Picker(\"Picker\", selection: .constant(\(selection))) {"]
                + options.enumerated().map { "    Text(\(literal($0.element))).tag(\($0.offset))" }
                + ["}" + styleIf("pickerStyle", Self.pickerStyles[wrapping: style])]
        case .progress(let value, let total):
            return [value.map { "ProgressView(value: \(number($0)), total: \(number(total)))" } ?? "ProgressView()"]
        case .gauge(let value, let lower, let upper):
            let range = FuzzControl.range(lower, upper)
            return ["Gauge(value: \(number(value)), in: \(number(range.lowerBound))...\(number(range.upperBound))) { Text(\"Gauge\") }"]
        case .textField(let prompt, let text, let style, let secure):
            return ["\(secure ? "SecureField" : "TextField")(\(literal(prompt)), text: .constant(\(literal(text))))"
                    + styleIf("textFieldStyle", Self.textFieldStyles[wrapping: style])]
        case .datePicker(let seconds, let style):
            return ["DatePicker(\"Date\", selection: .constant(Date(timeIntervalSinceReferenceDate: \(number(seconds)))))"
                    + styleIf("datePickerStyle", Self.datePickerStyles[wrapping: style])]
        case .menu(let title, let items):
            return ["Menu(\(literal(title))) {"] + items.map { "    Button(\(literal($0))) {}" } + ["}"]
        case .disclosure(let title, let expanded):
            return ["DisclosureGroup(\(literal(title)), isExpanded: .constant(\(expanded))) {"] + rows + ["}"]
        case .list(let style):
            return ["List {"] + rows + ["}" + styleIf("listStyle", Self.listStyles[wrapping: style])]
        case .form:
            return ["Form {"] + rows + ["}"]
        case .navigation(let title, let displayMode, let toolbar):
            return ["NavigationStack {"] + first().indented
                + ["        .navigationTitle(\(literal(title)))",
                   "        .navigationBarTitleDisplayMode(.\(Self.displayModes[wrapping: displayMode]))"]
                + (toolbar ? ["        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button(\"Done\") {} } }"] : []) + ["}"]
        case .tabs(let selection):
            return ["TabView(selection: .constant(\(selection))) {"]
                + content.enumerated().flatMap { index, page in
                    page.source.indented + ["        .tabItem { Label(\"Tab \(index)\", systemImage: \"star\") }.tag(\(index))"]
                } + ["}"]
        case .sheet(let detent, let fullScreen):
            if fullScreen {
                return first() + ["    .fullScreenCover(isPresented: .constant(true)) {"] + second().indented.indented + ["    }"]
            }
            return first() + ["    .sheet(isPresented: .constant(true)) {"] + second().indented.indented
                + ["            .presentationDetents([\(Self.detents[wrapping: detent])])", "    }"]
        case .popover:
            return first() + ["    .popover(isPresented: .constant(true)) {"] + second().indented.indented + ["    }"]
        case .alert(let title, let message, let roles):
            return first() + ["    .alert(\(literal(title)), isPresented: .constant(true)) {"] + Self.buttonsSource(roles)
                + [message.map { "    } message: { Text(\(literal($0))) }" } ?? "    }"]
        case .confirmationDialog(let title, let titleVisible, let roles):
            return first() + ["    .confirmationDialog(\(literal(title)), isPresented: .constant(true), "
                              + "titleVisibility: .\(titleVisible ? "visible" : "automatic")) {"] + Self.buttonsSource(roles) + ["    }"]
        }
    }

    private func styleIf(_ modifier: String, _ value: String) -> String { value == "automatic" ? "" : ".\(modifier)(.\(value))" }

    static func roleSource(_ index: Int) -> String { roles[wrapping: index] == "none" ? "nil" : ".\(roles[wrapping: index])" }

    static func buttonsSource(_ roles: [Int]) -> [String] {
        roles.enumerated().map { "        Button(\"Action \($0.offset)\", role: \(roleSource($0.element))) {}" }
    }
}
