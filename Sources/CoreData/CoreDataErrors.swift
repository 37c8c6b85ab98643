// Core Data's error codes and user-info keys (`CoreDataErrors.h`), with Apple's values: the
// errors a save's validation and a lookup of a missing object report, in `NSCocoaErrorDomain`.
public let NSManagedObjectValidationError = 1550
public let NSValidationMultipleErrorsError = 1560
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipLacksMinimumCountError = 1580
public let NSValidationRelationshipExceedsMaximumCountError = 1590
public let NSManagedObjectReferentialIntegrityError = 133000
public let NSCoreDataError = 134060
public let NSPersistentStoreInvalidTypeError = 134000
public let NSMigrationError = 134110

public let NSDetailedErrorsKey = "NSDetailedErrors"
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSValidationPredicateErrorKey = "NSValidationErrorPredicate"
public let NSValidationValueErrorKey = "NSValidationErrorValue"
public let NSAffectedStoresErrorKey = "NSAffectedStoresErrorKey"
public let NSAffectedObjectsErrorKey = "NSAffectedObjectsErrorKey"
