// Package pqerror is an analysistest stub of github.com/lib/pq/pqerror (github.com/lib/pq@v1.12.3).
// Declarations mirror the real API surface; bodies are trivial.
package pqerror

var ActiveSQLTransaction Code = Code("25001")

var AdminShutdown Code = Code("57P01")

var AmbiguousAlias Code = Code("42P09")

var AmbiguousColumn Code = Code("42702")

var AmbiguousFunction Code = Code("42725")

var AmbiguousParameter Code = Code("42P08")

var ArraySubscriptError Code = Code("2202E")

var AssertFailure Code = Code("P0004")

var BadCopyFileFormat Code = Code("22P04")

var BranchTransactionAlreadyActive Code = Code("25002")

var CannotCoerce Code = Code("42846")

var CannotConnectNow Code = Code("57P03")

var CantChangeRuntimeParam Code = Code("55P02")

var CardinalityViolation Code = Code("21000")

var CaseNotFound Code = Code("20000")

var CharacterNotInRepertoire Code = Code("22021")

var CheckViolation Code = Code("23514")

type Class string

func (ec Class) Name() string { return "" }

var ClassCardinalityViolation Class = Class("21")

var ClassCaseNotFound Class = Class("20")

var ClassConfigFileError Class = Class("F0")

var ClassConnectionException Class = Class("08")

var ClassDataException Class = Class("22")

var ClassDependentPrivilegeDescriptorsStillExist Class = Class("2B")

var ClassDiagnosticsException Class = Class("0Z")

var ClassExternalRoutineException Class = Class("38")

var ClassExternalRoutineInvocationException Class = Class("39")

var ClassFDWError Class = Class("HV")

var ClassFeatureNotSupported Class = Class("0A")

var ClassInsufficientResources Class = Class("53")

var ClassIntegrityConstraintViolation Class = Class("23")

var ClassInternalError Class = Class("XX")

var ClassInvalidAuthorizationSpecification Class = Class("28")

var ClassInvalidCatalogName Class = Class("3D")

var ClassInvalidCursorName Class = Class("34")

var ClassInvalidCursorState Class = Class("24")

var ClassInvalidGrantor Class = Class("0L")

var ClassInvalidRoleSpecification Class = Class("0P")

var ClassInvalidSQLStatementName Class = Class("26")

var ClassInvalidSchemaName Class = Class("3F")

var ClassInvalidTransactionInitiation Class = Class("0B")

var ClassInvalidTransactionState Class = Class("25")

var ClassInvalidTransactionTermination Class = Class("2D")

var ClassLocatorException Class = Class("0F")

var ClassNoData Class = Class("02")

var ClassObjectNotInPrerequisiteState Class = Class("55")

var ClassOperatorIntervention Class = Class("57")

var ClassPLpgSQLError Class = Class("P0")

var ClassProgramLimitExceeded Class = Class("54")

var ClassSQLRoutineException Class = Class("2F")

var ClassSQLStatementNotYetComplete Class = Class("03")

var ClassSavepointException Class = Class("3B")

var ClassSuccessfulCompletion Class = Class("00")

var ClassSyntaxErrorOrAccessRuleViolation Class = Class("42")

var ClassSystemError Class = Class("58")

var ClassTransactionRollback Class = Class("40")

var ClassTriggeredActionException Class = Class("09")

var ClassTriggeredDataChangeViolation Class = Class("27")

var ClassWarning Class = Class("01")

var ClassWithCheckOptionViolation Class = Class("44")

type Code string

func (ec Code) Name() string { return "" }

func (ec Code) Class() Class { return "" }

var CollationMismatch Code = Code("42P21")

var ConfigFileError Code = Code("F0000")

var ConfigurationLimitExceeded Code = Code("53400")

var ConnectionDoesNotExist Code = Code("08003")

var ConnectionException Code = Code("08000")

var ConnectionFailure Code = Code("08006")

var CrashShutdown Code = Code("57P02")

var DataCorrupted Code = Code("XX001")

var DataException Code = Code("22000")

var DatabaseDropped Code = Code("57P04")

var DatatypeMismatch Code = Code("42804")

var DatetimeFieldOverflow Code = Code("22008")

var DependentObjectsStillExist Code = Code("2BP01")

var DependentPrivilegeDescriptorsStillExist Code = Code("2B000")

var DiagnosticsException Code = Code("0Z000")

var DiskFull Code = Code("53100")

var DivisionByZero Code = Code("22012")

var DuplicateAlias Code = Code("42712")

var DuplicateColumn Code = Code("42701")

var DuplicateCursor Code = Code("42P03")

var DuplicateDatabase Code = Code("42P04")

var DuplicateFile Code = Code("58P02")

var DuplicateFunction Code = Code("42723")

var DuplicateJSONObjectKeyValue Code = Code("22030")

var DuplicateObject Code = Code("42710")

var DuplicatePstatement Code = Code("42P05")

var DuplicateSchema Code = Code("42P06")

var DuplicateTable Code = Code("42P07")

var EREContainingSQLNotPermitted Code = Code("38001")

var EREModifyingSQLDataNotPermitted Code = Code("38002")

var EREProhibitedSQLStatementAttempted Code = Code("38003")

var EREReadingSQLDataNotPermitted Code = Code("38004")

var ERIEEventTriggerProtocolViolated Code = Code("39P03")

var ERIEInvalidSQLSTATEReturned Code = Code("39001")

var ERIENullValueNotAllowed Code = Code("39004")

var ERIESrfProtocolViolated Code = Code("39P02")

var ERIETriggerProtocolViolated Code = Code("39P01")

var ErrorInAssignment Code = Code("22005")

var EscapeCharacterConflict Code = Code("2200B")

var ExclusionViolation Code = Code("23P01")

var ExternalRoutineException Code = Code("38000")

var ExternalRoutineInvocationException Code = Code("39000")

var FDWColumnNameNotFound Code = Code("HV005")

var FDWDynamicParameterValueNeeded Code = Code("HV002")

var FDWError Code = Code("HV000")

var FDWFunctionSequenceError Code = Code("HV010")

var FDWInconsistentDescriptorInformation Code = Code("HV021")

var FDWInvalidAttributeValue Code = Code("HV024")

var FDWInvalidColumnName Code = Code("HV007")

var FDWInvalidColumnNumber Code = Code("HV008")

var FDWInvalidDataType Code = Code("HV004")

var FDWInvalidDataTypeDescriptors Code = Code("HV006")

var FDWInvalidDescriptorFieldIdentifier Code = Code("HV091")

var FDWInvalidHandle Code = Code("HV00B")

var FDWInvalidOptionIndex Code = Code("HV00C")

var FDWInvalidOptionName Code = Code("HV00D")

var FDWInvalidStringFormat Code = Code("HV00A")

var FDWInvalidStringLengthOrBufferLength Code = Code("HV090")

var FDWInvalidUseOfNullPointer Code = Code("HV009")

var FDWNoSchemas Code = Code("HV00P")

var FDWOptionNameNotFound Code = Code("HV00J")

var FDWOutOfMemory Code = Code("HV001")

var FDWReplyHandle Code = Code("HV00K")

var FDWSchemaNotFound Code = Code("HV00Q")

var FDWTableNotFound Code = Code("HV00R")

var FDWTooManyHandles Code = Code("HV014")

var FDWUnableToCreateExecution Code = Code("HV00L")

var FDWUnableToCreateReply Code = Code("HV00M")

var FDWUnableToEstablishConnection Code = Code("HV00N")

var FeatureNotSupported Code = Code("0A000")

var FileNameTooLong Code = Code("58P03")

var FloatingPointException Code = Code("22P01")

var ForeignKeyViolation Code = Code("23503")

var GeneratedAlways Code = Code("428C9")

var GroupingError Code = Code("42803")

var HeldCursorRequiresSameIsolationLevel Code = Code("25008")

var IOError Code = Code("58030")

var IdleInTransactionSessionTimeout Code = Code("25P03")

var IdleSessionTimeout Code = Code("57P05")

var InFailedSQLTransaction Code = Code("25P02")

var InappropriateAccessModeForBranchTransaction Code = Code("25003")

var InappropriateIsolationLevelForBranchTransaction Code = Code("25004")

var IndeterminateCollation Code = Code("42P22")

var IndeterminateDatatype Code = Code("42P18")

var IndexCorrupted Code = Code("XX002")

var IndicatorOverflow Code = Code("22022")

var InsufficientPrivilege Code = Code("42501")

var InsufficientResources Code = Code("53000")

var IntegrityConstraintViolation Code = Code("23000")

var InternalError Code = Code("XX000")

var IntervalFieldOverflow Code = Code("22015")

var InvalidArgumentForLog Code = Code("2201E")

var InvalidArgumentForNthValue Code = Code("22016")

var InvalidArgumentForNtile Code = Code("22014")

var InvalidArgumentForPowerFunction Code = Code("2201F")

var InvalidArgumentForSQLJSONDatetimeFunction Code = Code("22031")

var InvalidArgumentForWidthBucketFunction Code = Code("2201G")

var InvalidArgumentForXquery Code = Code("10608")

var InvalidAuthorizationSpecification Code = Code("28000")

var InvalidBinaryRepresentation Code = Code("22P03")

var InvalidCatalogName Code = Code("3D000")

var InvalidCharacterValueForCast Code = Code("22018")

var InvalidColumnDefinition Code = Code("42611")

var InvalidColumnReference Code = Code("42P10")

var InvalidCursorDefinition Code = Code("42P11")

var InvalidCursorName Code = Code("34000")

var InvalidCursorState Code = Code("24000")

var InvalidDatabaseDefinition Code = Code("42P12")

var InvalidDatetimeFormat Code = Code("22007")

var InvalidEscapeCharacter Code = Code("22019")

var InvalidEscapeOctet Code = Code("2200D")

var InvalidEscapeSequence Code = Code("22025")

var InvalidForeignKey Code = Code("42830")

var InvalidFunctionDefinition Code = Code("42P13")

var InvalidGrantOperation Code = Code("0LP01")

var InvalidGrantor Code = Code("0L000")

var InvalidIndicatorParameterValue Code = Code("22010")

var InvalidJSONText Code = Code("22032")

var InvalidName Code = Code("42602")

var InvalidObjectDefinition Code = Code("42P17")

var InvalidParameterValue Code = Code("22023")

var InvalidPassword Code = Code("28P01")

var InvalidPrecedingOrFollowingSize Code = Code("22013")

var InvalidPstatementDefinition Code = Code("42P14")

var InvalidRecursion Code = Code("42P19")

var InvalidRegularExpression Code = Code("2201B")

var InvalidRoleSpecification Code = Code("0P000")

var InvalidRowCountInLimitClause Code = Code("2201W")

var InvalidRowCountInResultOffsetClause Code = Code("2201X")

var InvalidSQLJSONSubscript Code = Code("22033")

var InvalidSQLStatementName Code = Code("26000")

var InvalidSchemaDefinition Code = Code("42P15")

var InvalidSchemaName Code = Code("3F000")

var InvalidTableDefinition Code = Code("42P16")

var InvalidTablesampleArgument Code = Code("2202H")

var InvalidTablesampleRepeat Code = Code("2202G")

var InvalidTextRepresentation Code = Code("22P02")

var InvalidTimeZoneDisplacementValue Code = Code("22009")

var InvalidTransactionInitiation Code = Code("0B000")

var InvalidTransactionState Code = Code("25000")

var InvalidTransactionTermination Code = Code("2D000")

var InvalidUseOfEscapeCharacter Code = Code("2200C")

var InvalidXMLComment Code = Code("2200S")

var InvalidXMLContent Code = Code("2200N")

var InvalidXMLDocument Code = Code("2200M")

var InvalidXMLProcessingInstruction Code = Code("2200T")

var LEInvalidSpecification Code = Code("0F001")

var LocatorException Code = Code("0F000")

var LockFileExists Code = Code("F0001")

var LockNotAvailable Code = Code("55P03")

var MoreThanOneSQLJSONItem Code = Code("22034")

var MostSpecificTypeMismatch Code = Code("2200G")

var NameTooLong Code = Code("42622")

var NoActiveSQLTransaction Code = Code("25P01")

var NoActiveSQLTransactionForBranchTransaction Code = Code("25005")

var NoAdditionalDynamicResultSetsReturned Code = Code("02001")

var NoData Code = Code("02000")

var NoDataFound Code = Code("P0002")

var NoSQLJSONItem Code = Code("22035")

var NonNumericSQLJSONItem Code = Code("22036")

var NonUniqueKeysInAJSONObject Code = Code("22037")

var NonstandardUseOfEscapeCharacter Code = Code("22P06")

var NotAnXMLDocument Code = Code("2200L")

var NotNullViolation Code = Code("23502")

var NullValueNoIndicatorParameter Code = Code("22002")

var NullValueNotAllowed Code = Code("22004")

var NumericValueOutOfRange Code = Code("22003")

var ObjectInUse Code = Code("55006")

var ObjectNotInPrerequisiteState Code = Code("55000")

var OperatorIntervention Code = Code("57000")

var OutOfMemory Code = Code("53200")

var PLpgSQLError Code = Code("P0000")

var ProgramLimitExceeded Code = Code("54000")

var ProtocolViolation Code = Code("08P01")

var QueryCanceled Code = Code("57014")

var RaiseException Code = Code("P0001")

var ReadOnlySQLTransaction Code = Code("25006")

var ReservedName Code = Code("42939")

var RestrictViolation Code = Code("23001")

var SEInvalidSpecification Code = Code("3B001")

var SQLClientUnableToEstablishSQLConnection Code = Code("08001")

var SQLJSONArrayNotFound Code = Code("22039")

var SQLJSONItemCannotBeCastToTargetType Code = Code("2203G")

var SQLJSONMemberNotFound Code = Code("2203A")

var SQLJSONNumberNotFound Code = Code("2203B")

var SQLJSONObjectNotFound Code = Code("2203C")

var SQLJSONScalarRequired Code = Code("2203F")

var SQLRoutineException Code = Code("2F000")

var SQLServerRejectedEstablishmentOfSQLConnection Code = Code("08004")

var SQLStatementNotYetComplete Code = Code("03000")

var SREFunctionExecutedNoReturnStatement Code = Code("2F005")

var SREModifyingSQLDataNotPermitted Code = Code("2F002")

var SREProhibitedSQLStatementAttempted Code = Code("2F003")

var SREReadingSQLDataNotPermitted Code = Code("2F004")

var SavepointException Code = Code("3B000")

var SchemaAndDataStatementMixingNotSupported Code = Code("25007")

var SequenceGeneratorLimitExceeded Code = Code("2200H")

const SeverityDebug = "DEBUG"

const SeverityFatal = "FATAL"

const SeverityInfo = "INFO"

const SeverityLog = "LOG"

const SeverityNotice = "NOTICE"

const SeverityPanic = "PANIC"

const SeverityWarning = "WARNING"

var SingletonSQLJSONItemRequired Code = Code("22038")

var StackedDiagnosticsAccessedWithoutActiveHandler Code = Code("0Z002")

var StatementTooComplex Code = Code("54001")

var StringDataLengthMismatch Code = Code("22026")

var StringDataRightTruncation Code = Code("22001")

var SubstringError Code = Code("22011")

var SuccessfulCompletion Code = Code("00000")

var SyntaxError Code = Code("42601")

var SyntaxErrorOrAccessRuleViolation Code = Code("42000")

var SystemError Code = Code("58000")

var TRDeadlockDetected Code = Code("40P01")

var TRIntegrityConstraintViolation Code = Code("40002")

var TRSerializationFailure Code = Code("40001")

var TRStatementCompletionUnknown Code = Code("40003")

var TooManyArguments Code = Code("54023")

var TooManyColumns Code = Code("54011")

var TooManyConnections Code = Code("53300")

var TooManyJSONArrayElements Code = Code("2203D")

var TooManyJSONObjectMembers Code = Code("2203E")

var TooManyRows Code = Code("P0003")

var TransactionResolutionUnknown Code = Code("08007")

var TransactionRollback Code = Code("40000")

var TransactionTimeout Code = Code("25P04")

var TriggeredActionException Code = Code("09000")

var TriggeredDataChangeViolation Code = Code("27000")

var TrimError Code = Code("22027")

var UndefinedColumn Code = Code("42703")

var UndefinedFile Code = Code("58P01")

var UndefinedFunction Code = Code("42883")

var UndefinedObject Code = Code("42704")

var UndefinedParameter Code = Code("42P02")

var UndefinedTable Code = Code("42P01")

var UniqueViolation Code = Code("23505")

var UnsafeNewEnumValueUsage Code = Code("55P04")

var UnterminatedCString Code = Code("22024")

var UntranslatableCharacter Code = Code("22P05")

var Warning Code = Code("01000")

var WarningDeprecatedFeature Code = Code("01P01")

var WarningDynamicResultSetsReturned Code = Code("0100C")

var WarningImplicitZeroBitPadding Code = Code("01008")

var WarningNullValueEliminatedInSetFunction Code = Code("01003")

var WarningPrivilegeNotGranted Code = Code("01007")

var WarningPrivilegeNotRevoked Code = Code("01006")

var WarningStringDataRightTruncation Code = Code("01004")

var WindowingError Code = Code("42P20")

var WithCheckOptionViolation Code = Code("44000")

var WrongObjectType Code = Code("42809")

var ZeroLengthCharacterString Code = Code("2200F")
