/// An entity's attribute (Core Data's `NSAttributeDescription`): its type, and the value a new
/// object starts with.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The class name of the values, as Core Data names them (`NSString`, `NSNumber`, `NSDate`…).
    open var attributeValueClassName: String?
    /// The value an object inserted into a context starts with.
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage = false
    open var preservesValueInHistoryOnDeletion = false
    open var allowsCloudEncryption = false

    public override init() {}

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = copyDescription(into: NSAttributeDescription())
        copy.attributeType = attributeType; copy.attributeValueClassName = attributeValueClassName
        copy.defaultValue = defaultValue; copy.valueTransformerName = valueTransformerName
        copy.allowsExternalBinaryDataStorage = allowsExternalBinaryDataStorage
        copy.preservesValueInHistoryOnDeletion = preservesValueInHistoryOnDeletion
        copy.allowsCloudEncryption = allowsCloudEncryption
        return copy
    }

    /// A model file's `defaultValueString` as a value of the attribute's type (numbers as
    /// `NSNumber`, as Core Data holds them); nil when it does not read as one.
    static func value(_ text: String, of type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
            return Int64(text).map { NSNumber(value: $0) }
        case .doubleAttributeType: return Double(text).map { NSNumber(value: $0) }
        case .floatAttributeType: return Float(text).map { NSNumber(value: $0) }
        case .decimalAttributeType: return Decimal(string: text).map { NSDecimalNumber(decimal: $0) }
        case .booleanAttributeType: return NSNumber(value: text == "YES" || text == "1" || text == "true")
        case .stringAttributeType: return text
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        case .dateAttributeType: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        default: return nil
        }
    }

    /// The class Core Data's values of a type are (`attributeValueClassName`).
    static func valueClassName(_ type: NSAttributeType) -> String? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
             .floatAttributeType, .booleanAttributeType: return "NSNumber"
        case .decimalAttributeType: return "NSDecimalNumber"
        case .stringAttributeType: return "NSString"
        case .dateAttributeType: return "NSDate"
        case .binaryDataAttributeType: return "NSData"
        case .UUIDAttributeType: return "NSUUID"
        case .URIAttributeType: return "NSURL"
        default: return nil
        }
    }
}
